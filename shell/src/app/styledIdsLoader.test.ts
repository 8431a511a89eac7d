// tooling/webpack/styled-ids-loader.cjs gives styled components ids that do not depend on the order
// modules are evaluated in, so a remote's server render and the browser agree on class names.
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../../tooling/webpack/styled-ids-loader.cjs') as ((
  this: { resourcePath: string },
  source: string,
) => string) & {
  stableName(file: string): string;
};

const root = path.resolve(__dirname, '../../..');
const run = (file: string, source: string) => loader.call({ resourcePath: path.join(root, file) }, source);

describe('styled-ids-loader', () => {
  it('adds a componentId to each styled component, by file and position', () => {
    const out = run(
      'ui-kit/src/components/NavBar/NavBar.tsx',
      'const A = styled.div`x`;\nconst B = styled(Link)`y`;\nconst C = styled.input.attrs({ type: "text" })`z`;',
    );
    const ids = [...out.matchAll(/componentId: "([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(out).toContain('styled.input.withConfig({ componentId: "');
    expect(out).toMatch(/\}\)\.attrs\(\{ type: "text" \}\)`z`/);
    // The same file gives the same ids in every build (client or server, any app).
    expect(run('ui-kit/src/components/NavBar/NavBar.tsx', 'const A = styled.div`x`;')).toContain(
      `componentId: "${ids[0]}"`,
    );
  });

  it('names files by package, so a copy of an app elsewhere gets the same ids', () => {
    expect(loader.stableName(path.join(root, 'learner-app/src/features/home/components/HomePage.tsx'))).toBe(
      '@ai-women/learner-app/src/features/home/components/HomePage.tsx',
    );
  });

  it('leaves other code alone', () => {
    const source = 'const css = styled; const x = notstyled.div`a`;';
    expect(run('shell/src/app/App.tsx', source)).toBe(source);
  });
});
