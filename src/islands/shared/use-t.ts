import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { translator, type Translate } from '../../i18n/translate.ts';
import { $hl } from '../../stores/config.ts';

/** The translate function for the visitor's language. */
export function useT(): Translate {
  const hl = useStore($hl);
  return useMemo(() => translator(hl), [hl]);
}
