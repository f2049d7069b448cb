import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { downloadReportPdf } from '../../client/api.ts';
import { $hl } from '../../stores/config.ts';
import { useT } from '../shared/use-t.ts';
import { DownloadIcon } from '../shared/icons.tsx';

export function PdfButton({ orderNumber, autoStart = false }: { orderNumber: string; autoStart?: boolean }) {
  const t = useT();
  const hl = useStore($hl);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const run = async () => {
    setState('busy');
    setState((await downloadReportPdf(orderNumber, hl)) ? 'idle' : 'failed');
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival from the emailed link
  useEffect(() => { if (autoStart) void run(); }, []);
  return (
    <div className="pdf-button">
      <button className="btn" type="button" onClick={run} disabled={state === 'busy'} data-testid="download-pdf">
        {state === 'busy' ? t('report.downloading') : <><DownloadIcon /> {t('report.download')}</>}
      </button>
      {state === 'failed' && <p className="field-error" role="alert">{t('report.downloadFailed')}</p>}
    </div>
  );
}
