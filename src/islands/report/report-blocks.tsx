/** Small presentational pieces the report tabs share. */
export const Paras = ({ items }: { items: string[] }) => <>{items.map((p, i) => <p key={i}>{p}</p>)}</>;

export const Cards = ({ items }: { items: { title: string; text: string }[] }) => (
  <div className="r-cards">{items.map((c) => <article key={c.title} className="r-card"><h4>{c.title}</h4><p>{c.text}</p></article>)}</div>
);

export const Bullets = ({ items }: { items: string[] }) => <ul className="r-bullets">{items.map((b) => <li key={b}>{b}</li>)}</ul>;

export const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section className="r-section"><h3>{title}</h3>{children}</section>
);
