import useSWR from 'swr';
import { api } from '../../client/api.ts';
import { steadyRead, unwrap } from '../../client/swr-fetch.ts';
import { currentOrderNumber, journeyUrl } from '../shared/journey.ts';
import { LoadFailed, Loading, NoOrder } from '../shared/LoadFailed.tsx';
import { localized } from '../shared/localized.tsx';
import { useT } from '../shared/use-t.ts';
import { PdfButton } from './PdfButton.tsx';

/** The emailed "Download PDF" link lands here: it starts the download and offers the web report. */
function ReportDownload() {
  const t = useT();
  const orderNumber = currentOrderNumber();
  const { data, error, mutate } = useSWR(orderNumber ? ['order', orderNumber] : null, () => unwrap(api.order(orderNumber!)), steadyRead);
  if (!orderNumber) return <NoOrder />;
  if (error) return <LoadFailed onRetry={() => mutate()} />;
  if (!data) return <Loading />;
  if (data.status !== 'paid') return <div className="card center flow-card"><p>{t('report.unpaid')}</p></div>;
  return (
    <div className="card stack-lg flow-card center">
      <div className="result-badge" aria-hidden="true">{data.typeCode}</div>
      <h1>{t('download.title')}</h1>
      <p className="muted">{t('download.body', { mbticode: data.typeCode, v: `${orderNumber}.pdf` })}</p>
      <PdfButton orderNumber={orderNumber} autoStart />
      <p><a href={journeyUrl('/report/result', { order: orderNumber })}>{t('download.view')}</a></p>
    </div>
  );
}

export default localized(ReportDownload);
