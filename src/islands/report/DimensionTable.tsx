import type { TestResult } from '../../contract/report.ts';
import type { Translate } from '../../i18n/translate.ts';
import { dimensionRows } from '../../report/dimension-rows.ts';


export function DimensionTable({ result, t }: { result: TestResult; t: Translate }) {
  const rows = dimensionRows(result, t);
  return (
    <div className="table-wrap">
      <table className="dim-table" data-testid="dimension-table">
        <caption className="visually-hidden">{t('report.dimTable')}</caption>
        <thead>
          <tr>{(['dimension', 'score', 'range', 'interpretation'] as const).map((k) => <th key={k} scope="col">{t(`report.dimCol.${k}`)}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.dimension}>
              <th scope="row">
                {r.label}
                <span className="dim-scale" aria-hidden="true">
                  <span>{r.dimension[0]}</span><span className="dim-bar"><span style={{ left: `${r.position}%` }} /></span><span>{r.dimension[1]}</span>
                </span>
              </th>
              <td><strong>{r.score}</strong></td>
              <td>{r.range}</td>
              <td>{r.interpretation}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
