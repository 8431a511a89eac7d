// The builds give styled components ids that do not depend on the order modules are evaluated in
// (tooling/webpack/styled-components-plugin.cjs), so a remote's server render and the browser agree
// on class names. These run the same swc plugin with the same options as the builds.
import { transformSync } from '@swc/core';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { STYLED_COMPONENTS_PLUGIN } = require('../../../tooling/webpack/styled-components-plugin.cjs') as {
  STYLED_COMPONENTS_PLUGIN: [string, Record<string, unknown>];
};

const compile = (filename: string, source: string) =>
  transformSync(`import styled from 'styled-components';\n${source}`, {
    filename,
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2020',
      experimental: { plugins: [STYLED_COMPONENTS_PLUGIN] },
    },
  }).code;

const ids = (code: string) => [...code.matchAll(/componentId: "([^"]+)"/g)].map((m) => m[1]);

const NAVBAR = [
  'const A = styled.div`color: red;`;',
  'const B = styled(Link)`  margin: 0 ;  `;',
  'const C = styled.input.attrs({ type: "text" })`border: 0;`;',
].join('\n');

describe('the styled-components swc plugin in the builds', () => {
  it('gives each styled component its own componentId, attrs forms included', () => {
    const out = compile('/build/ui-kit/src/components/NavBar/NavBar.tsx', NAVBAR);
    expect(ids(out)).toHaveLength(3);
    expect(new Set(ids(out)).size).toBe(3);
    expect(out).toMatch(/\.attrs\(\{\s*type: "text"\s*\}\)\.withConfig\(/);
  });

  it('gives a file the same ids in every build: browser or server, this checkout or another', () => {
    const here = ids(compile('/work/a/ui-kit/src/components/NavBar/NavBar.tsx', NAVBAR));
    const elsewhere = ids(compile('/srv/b/ui-kit/src/components/NavBar/NavBar.tsx', NAVBAR));
    expect(elsewhere).toEqual(here);
  });

  it('gives another file other ids', () => {
    const navBar = ids(compile('/build/NavBar.tsx', NAVBAR));
    const footer = ids(compile('/build/Footer.tsx', 'const A = styled.footer`color: red;`;'));
    expect(navBar).not.toContain(footer[0]);
  });

  it('minifies the CSS inside the template: no indentation, line breaks or comments', () => {
    const out = compile(
      '/build/B.tsx',
      'const B = styled.a`\n  /* the brand colour */\n  margin: 0;\n  color: red;\n`;',
    );
    expect(out).toContain('`margin:0;color:red;`');
  });
});
