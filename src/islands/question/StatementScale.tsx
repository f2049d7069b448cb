import type { Translate } from '../../i18n/translate.ts';

type Props = { id: string; index: number; text: string; value: number | undefined; onChange: (v: number) => void; t: Translate };

const sizes = [44, 38, 32, 28, 32, 38, 44];

/** One statement and its 7-point scale, as a native radio group (keyboard and screen-reader ready). */
export function StatementScale({ id, index, text, value, onChange, t }: Props) {
  return (
    <fieldset className={`statement${value ? ' answered' : ''}`} id={`st-${id}`} data-testid="statement">
      <legend><span className="statement-num">{index}.</span> {text}</legend>
      <div className="scale">
        <span className="scale-end" aria-hidden="true">{t('question.scaleLow')}</span>
        <div className="scale-options">
          {sizes.map((size, i) => {
            const v = i + 1;
            const label = t(`question.scale${v}` as never);
            return (
              <label key={v} className={`scale-option tone-${v < 4 ? 'low' : v > 4 ? 'high' : 'mid'}`} title={label}>
                <input type="radio" name={id} value={v} checked={value === v} onChange={() => onChange(v)} aria-label={label} />
                <span className="dot" style={{ width: size, height: size }} aria-hidden="true" />
              </label>
            );
          })}
        </div>
        <span className="scale-end" aria-hidden="true">{t('question.scaleHigh')}</span>
      </div>
    </fieldset>
  );
}
