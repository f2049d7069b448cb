/** Inline icons: emoji fonts are not on every device, so the few icons we need are drawn here. */
const base = { width: 18, height: 18, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const LockIcon = () => <svg {...base}><rect x="4" y="11" width="16" height="10" rx="2" /><path d="M8 11V7a4 4 0 0 1 8 0v4" /></svg>;
export const CardIcon = () => <svg {...base}><rect x="2" y="5" width="20" height="14" rx="2" /><path d="M2 10h20" /></svg>;
export const StarIcon = () => <svg {...base} fill="currentColor" stroke="none"><path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" /></svg>;
export const CheckIcon = () => <svg {...base}><path d="m5 12 5 5L20 7" /></svg>;
export const DownloadIcon = () => <svg {...base}><path d="M12 3v12m0 0-5-5m5 5 5-5M4 21h16" /></svg>;
export const PaypalIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><path fill="#003087" d="M7.2 21H3.8L6.6 3h7.1c3.6 0 5.6 1.8 5 5.1-.7 3.9-3.4 5.6-7 5.6H9.3z" /><path fill="#0079c1" d="M9.6 21H7.2l.6-3.7h2.3c3.3 0 5.7-1.5 6.4-5 .2-.9.2-1.6 0-2.2 1.5.9 2 2.6 1.6 4.7-.6 3.5-3.1 5-6.3 5H10z" /></svg>
);
