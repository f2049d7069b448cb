/** Tracking query keys kept across pages (SPEC §3). */
export const trackingKeys = ['hl', 'logid', 'fbclid', 'gclid', 'click_id', 'pixel_id', 'ttclid', 'tt_test_id', 'ScCid'] as const;
