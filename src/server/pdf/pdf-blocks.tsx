import { Text, View } from '@react-pdf/renderer';
import { s } from './pdf-styles.ts';

export const Para = ({ children }: { children: string }) => <Text style={s.p}>{children}</Text>;
export const Paras = ({ items }: { items: string[] }) => <>{items.map((p, i) => <Para key={i}>{p}</Para>)}</>;
export const H1 = ({ children }: { children: string }) => <Text style={s.h1} minPresenceAhead={80}>{children}</Text>;
export const H2 = ({ children }: { children: string }) => <Text style={s.h2} minPresenceAhead={60}>{children}</Text>;

export const Bullets = ({ items }: { items: string[] }) => (
  <View>{items.map((b, i) => (
    <View key={i} style={s.bullet} wrap={false}><Text style={s.bulletDot}>•</Text><Text style={s.bulletText}>{b}</Text></View>
  ))}</View>
);

export const Cards = ({ items }: { items: { title: string; text: string }[] }) => (
  <View>{items.map((c, i) => (
    <View key={i} style={s.card} wrap={false}><Text style={s.cardTitle}>{c.title}</Text><Text>{c.text}</Text></View>
  ))}</View>
);

export const Chips = ({ items }: { items: string[] }) => (
  <View style={s.chipRow}>{items.map((k) => <Text key={k} style={s.chip}>{k}</Text>)}</View>
);

/** A heading kept on the same page as its (short) paragraph. */
export const HeadPara = ({ title, children }: { title: string; children: string }) => (
  <View wrap={false}><H2>{title}</H2><Para>{children}</Para></View>
);
