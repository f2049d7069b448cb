import { renderToBuffer } from '@react-pdf/renderer';
import type { Report } from '../../contract/report.ts';
import { translator } from '../../i18n/translate.ts';
import { pdfFontFamily } from './fonts.ts';
import { ReportDocument } from './report-document.tsx';
import { s } from './pdf-styles.ts';

/** Renders a report to PDF bytes on the server, in the report's language. */
export async function renderReportPdf(report: Report, hl: string | undefined): Promise<Buffer> {
  const lang = hl ?? 'en';
  const t = translator(lang);
  const fontFamily = pdfFontFamily(lang);
  // One family for every style: set it on the page styles the document uses.
  Object.assign(s.page, { fontFamily });
  Object.assign(s.cover, { fontFamily });
  const username = report.firstName ?? (report.email ? report.email.split('@')[0]! : t('brand.name'));
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(report.paidAt ? new Date(report.paidAt) : new Date());
  return renderToBuffer(<ReportDocument report={report} t={t} fontFamily={fontFamily} username={username} date={date} lang={lang} />);
}
