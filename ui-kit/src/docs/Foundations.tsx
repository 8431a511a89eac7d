import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icons } from '../components/Icons/Icons';
import { theme } from '../theme/tokens';

// Designer pages drawn from the tokens themselves, so they never drift from the code.

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme: t }) => t.space[6]};
  max-width: 64rem;
  padding: ${({ theme: t }) => t.space[5]};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme: t }) => t.space[3]};
  h2 {
    font-size: ${({ theme: t }) => t.fontSizes.xl};
  }
`;

const Swatches = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme: t }) => t.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li`
  border: 1px solid ${({ theme: t }) => t.colors.border};
  border-radius: ${({ theme: t }) => t.radii.md};
  overflow: hidden;
  background: ${({ theme: t }) => t.colors.surface};
  font-size: ${({ theme: t }) => t.fontSizes.sm};
  div:first-child {
    height: 4.5rem;
  }
  p {
    margin: 0;
    padding: ${({ theme: t }) => `${t.space[1]} ${t.space[3]}`};
  }
  code {
    font-family: ${({ theme: t }) => t.fonts.mono};
    color: ${({ theme: t }) => t.colors.textMuted};
  }
`;

function luminance(hex: string): number {
  const n = hex.replace('#', '');
  const [r = 0, g = 0, b = 0] = [0, 2, 4]
    .map((i) => parseInt(n.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const isHex = (v: string) => /^#[0-9a-f]{6}$/i.test(v);

function ColourGrid({ entries }: { entries: Array<[string, string]> }) {
  return (
    <Swatches>
      {entries.map(([name, value]) => (
        <Swatch key={name}>
          <div style={{ background: value }} />
          <p>
            <strong>{name}</strong>
          </p>
          <p>
            <code>{value}</code>
          </p>
          {isHex(value) && (
            <p>
              <code>
                {contrastRatio(value, '#ffffff').toFixed(1)}:1 on white
              </code>
            </p>
          )}
        </Swatch>
      ))}
    </Swatches>
  );
}

const semanticNames = ['primary', 'primaryHover', 'onPrimary', 'accent', 'text', 'textMuted', 'border', 'borderStrong', 'background', 'surface', 'link', 'focus'];

export function ColoursPage() {
  const all = Object.entries(theme.colors) as Array<[string, string]>;
  const semantic = all.filter(([n]) => semanticNames.includes(n));
  const status = all.filter(([n]) => /^(success|danger|warning|info|neutral)/.test(n));
  const palette = all.filter(([n]) => /^(plum|coral|saffron|teal)/.test(n));
  return (
    <Page>
      <Section>
        <h1>Colours</h1>
        <p>
          Plum carries the brand, coral and saffron bring warmth, teal marks completion. Every text and control pairing used by the kit is
          checked for WCAG AA contrast in <code>tokens.test.ts</code>.
        </p>
      </Section>
      <Section>
        <h2>Semantic</h2>
        <ColourGrid entries={semantic} />
      </Section>
      <Section>
        <h2>Brand palette</h2>
        <ColourGrid entries={palette} />
      </Section>
      <Section>
        <h2>Status</h2>
        <ColourGrid entries={status} />
      </Section>
    </Page>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: 8rem 1fr;
  gap: ${({ theme: t }) => t.space[3]};
  align-items: baseline;
  padding: ${({ theme: t }) => t.space[2]} 0;
  border-bottom: 1px solid ${({ theme: t }) => t.colors.border};
  code {
    font-family: ${({ theme: t }) => t.fonts.mono};
    font-size: ${({ theme: t }) => t.fontSizes.sm};
    color: ${({ theme: t }) => t.colors.textMuted};
  }
`;

export function TypographyPage() {
  return (
    <Page>
      <Section>
        <h1>Typography</h1>
        <p>
          Fraunces for headings, JetBrains Mono for codes, Inter for everything else. Sizes come from <code>theme.fontSizes</code>.
        </p>
      </Section>
      <Section>
        <h2>Families</h2>
        {(Object.entries(theme.fonts) as Array<[string, string]>).map(([name, family]) => (
          <Row key={name}>
            <code>{name}</code>
            <span style={{ fontFamily: family, fontSize: theme.fontSizes.xl }}>Aarohi — AI for Women</span>
          </Row>
        ))}
      </Section>
      <Section>
        <h2>Scale</h2>
        {(Object.entries(theme.fontSizes) as Array<[string, string]>)
          .reverse()
          .map(([name, size]) => (
            <Row key={name}>
              <code>
                {name} · {size}
              </code>
              <span style={{ fontSize: size, fontFamily: parseFloat(size) >= 1.375 ? theme.fonts.heading : theme.fonts.body }}>
                Learn AI in 4 weeks
              </span>
            </Row>
          ))}
      </Section>
      <Section>
        <h2>Weights and line heights</h2>
        {(Object.entries(theme.fontWeights) as Array<[string, number]>).map(([name, weight]) => (
          <Row key={name}>
            <code>
              {name} · {weight}
            </code>
            <span style={{ fontWeight: weight }}>Tailored for Women</span>
          </Row>
        ))}
        {(Object.entries(theme.lineHeights) as Array<[string, number]>).map(([name, lh]) => (
          <Row key={name}>
            <code>
              lineHeight {name} · {lh}
            </code>
            <span style={{ lineHeight: lh, maxWidth: '30rem' }}>
              Empowerment through technology: a community of support and skill development for the future.
            </span>
          </Row>
        ))}
      </Section>
    </Page>
  );
}

function Bar({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Row>
      <code>{label}</code>
      {children}
    </Row>
  );
}

export function SpacingPage() {
  return (
    <Page>
      <Section>
        <h1>Spacing, radii, shadows, breakpoints</h1>
        <p>
          Use <code>theme.space[1..9]</code> for every gap and padding.
        </p>
      </Section>
      <Section>
        <h2>Space</h2>
        {(Object.entries(theme.space) as Array<[string, string]>).map(([step, size]) => (
          <Bar key={step} label={`space[${step}] · ${size}`}>
            <div style={{ width: size, height: '1rem', background: theme.colors.plum500, borderRadius: 2 }} />
          </Bar>
        ))}
      </Section>
      <Section>
        <h2>Radii</h2>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[4] }}>
          {(Object.entries(theme.radii) as Array<[string, string]>).map(([name, r]) => (
            <div key={name} style={{ textAlign: 'center' }}>
              <div style={{ width: 88, height: 64, borderRadius: r, background: theme.colors.plum100, border: `2px solid ${theme.colors.plum600}` }} />
              <code>
                {name} · {r}
              </code>
            </div>
          ))}
        </div>
      </Section>
      <Section>
        <h2>Shadows</h2>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[5] }}>
          {(Object.entries(theme.shadows) as Array<[string, string]>).map(([name, s]) => (
            <div key={name} style={{ textAlign: 'center' }}>
              <div style={{ width: 120, height: 72, borderRadius: theme.radii.md, background: theme.colors.surface, boxShadow: s }} />
              <code>{name}</code>
            </div>
          ))}
        </div>
      </Section>
      <Section>
        <h2>Breakpoints, layers, motion</h2>
        {(Object.entries(theme.media) as Array<[string, string]>).map(([name, q]) => (
          <Bar key={name} label={`media.${name}`}>
            <code>{q}</code>
          </Bar>
        ))}
        {(Object.entries(theme.zIndices) as Array<[string, number]>).map(([name, z]) => (
          <Bar key={name} label={`zIndices.${name}`}>
            <code>{z}</code>
          </Bar>
        ))}
        {(Object.entries(theme.motion) as Array<[string, string]>).map(([name, m]) => (
          <Bar key={name} label={`motion.${name}`}>
            <code>{m}</code>
          </Bar>
        ))}
      </Section>
    </Page>
  );
}

const IconGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme: t }) => t.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme: t }) => t.space[2]};
    padding: ${({ theme: t }) => t.space[4]};
    border: 1px solid ${({ theme: t }) => t.colors.border};
    border-radius: ${({ theme: t }) => t.radii.md};
    background: ${({ theme: t }) => t.colors.surface};
    color: ${({ theme: t }) => t.colors.plum700};
  }
  code {
    font-size: ${({ theme: t }) => t.fontSizes.xs};
    color: ${({ theme: t }) => t.colors.textMuted};
  }
`;

export function IconsPage() {
  return (
    <Page>
      <Section>
        <h1>Icons</h1>
        <p>
          Inline SVG, no font and no network. Import one by name (<code>{'<MapPinIcon />'}</code>) — decorative by default; pass{' '}
          <code>title</code> for a standalone icon that needs a name.
        </p>
      </Section>
      <IconGrid>
        {(Object.entries(Icons) as Array<[string, (typeof Icons)[keyof typeof Icons]]>).map(([name, Icon]) => (
          <li key={name}>
            <Icon size={28} />
            <code>{name}Icon</code>
          </li>
        ))}
      </IconGrid>
    </Page>
  );
}
