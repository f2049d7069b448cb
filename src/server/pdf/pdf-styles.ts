import { StyleSheet } from '@react-pdf/renderer';

export const ink = '#2b2a33';
export const accent = '#3d6b5a';
export const soft = '#eef4f0';
export const muted = '#6f6c78';

export const s = StyleSheet.create({
  page: { paddingTop: 48, paddingBottom: 56, paddingHorizontal: 48, fontSize: 10.5, lineHeight: 1.55, color: ink },
  cover: { padding: 0, color: ink },
  coverBand: { backgroundColor: accent, color: '#fff', paddingHorizontal: 48, paddingTop: 72, paddingBottom: 48 },
  brand: { fontSize: 14, fontWeight: 700, letterSpacing: 1 },
  kicker: { fontSize: 11, marginTop: 64, opacity: 0.85, textTransform: 'uppercase', letterSpacing: 2 },
  typeCode: { fontSize: 72, fontWeight: 700, marginTop: 8, letterSpacing: 4 },
  typeTitle: { fontSize: 24, fontWeight: 700, marginTop: 4 },
  tagline: { fontSize: 13, marginTop: 12, lineHeight: 1.5 },
  coverBody: { paddingHorizontal: 48, paddingTop: 32 },
  meta: { fontSize: 10, color: muted, marginBottom: 4 },
  h1: { fontSize: 20, fontWeight: 700, color: accent, marginBottom: 12 },
  h2: { fontSize: 13, fontWeight: 700, marginTop: 14, marginBottom: 6 },
  p: { marginBottom: 8, textAlign: 'justify' },
  small: { fontSize: 9, color: muted },
  chipRow: { flexDirection: 'row', flexWrap: 'wrap', marginBottom: 10 },
  chip: { backgroundColor: soft, color: accent, borderRadius: 10, paddingVertical: 3, paddingHorizontal: 8, marginRight: 6, marginBottom: 6, fontSize: 9.5 },
  bullet: { flexDirection: 'row', marginBottom: 5 },
  bulletDot: { width: 12, color: accent },
  bulletText: { flex: 1 },
  card: { backgroundColor: soft, borderRadius: 6, padding: 10, marginBottom: 8 },
  cardTitle: { fontWeight: 700, marginBottom: 3 },
  table: { borderWidth: 1, borderColor: '#d9e4dd', borderRadius: 6, marginBottom: 10 },
  tr: { flexDirection: 'row', borderBottomWidth: 1, borderColor: '#e4ece7' },
  th: { backgroundColor: soft, fontWeight: 700, padding: 6, fontSize: 9.5 },
  td: { padding: 6, fontSize: 9.5 },
  bar: { height: 6, backgroundColor: '#dfe7e2', borderRadius: 3, marginTop: 4, position: 'relative' },
  barMark: { position: 'absolute', top: -2, width: 10, height: 10, borderRadius: 5, backgroundColor: accent },
  statRow: { flexDirection: 'row', marginBottom: 12 },
  stat: { flex: 1, backgroundColor: soft, borderRadius: 6, padding: 10, marginRight: 8, alignItems: 'center' },
  statValue: { fontSize: 18, fontWeight: 700, color: accent },
  footer: { position: 'absolute', bottom: 24, left: 48, right: 48, flexDirection: 'row', justifyContent: 'space-between', fontSize: 8.5, color: muted },
});
