import { theme } from './tokens';

// WCAG 2.x relative luminance and contrast ratio, computed from the tokens themselves.
function luminance(hex: string): number {
  const n = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(n.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const c = theme.colors;
const textPairs: Array<[string, string, string]> = [
  ['text on background', c.text, c.background],
  ['text on surface', c.text, c.surface],
  ['muted text on surface', c.textMuted, c.surface],
  ['muted text on background', c.textMuted, c.background],
  ['onPrimary on primary', c.onPrimary, c.primary],
  ['onPrimary on primaryHover', c.onPrimary, c.primaryHover],
  ['primary on surface (secondary button, links)', c.primary, c.surface],
  ['primary on plum100 (hover, active nav)', c.primary, c.plum100],
  ['plum700 on plum100', c.plum700, c.plum100],
  ['headings on background', c.plum900, c.background],
  ['white on danger', c.white, c.danger],
  ['white on coral600 (accent)', c.white, c.coral600],
  ['danger on surface (field errors)', c.danger, c.surface],
  ['success on successBg', c.success, c.successBg],
  ['danger on dangerBg', c.danger, c.dangerBg],
  ['warning on warningBg', c.warning, c.warningBg],
  ['info on infoBg', c.info, c.infoBg],
  ['neutral on neutralBg', c.neutral, c.neutralBg],
  ['plum600 on plum100 (In Progress badge)', c.plum600, c.plum100],
  ['teal700 on teal100', c.teal700, c.teal100],
  ['onDark on plum900 (footer)', c.onDark, c.plum900],
  ['onDarkMuted on plum900 (footer links)', c.onDarkMuted, c.plum900],
  ['plum900 on saffron400 (marquee)', c.plum900, c.saffron400],
  ['plum900 on saffron100', c.plum900, c.saffron100],
];

const controlPairs: Array<[string, string, string]> = [
  ['input border on surface', c.borderStrong, c.surface],
  ['focus ring on surface', c.focus, c.surface],
  ['focus ring on background', c.focus, c.background],
  ['primary control on surface', c.primary, c.surface],
];

describe('colour tokens', () => {
  it.each(textPairs)('%s meets AA for text (4.5:1)', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
  it.each(controlPairs)('%s meets AA for controls (3:1)', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});
