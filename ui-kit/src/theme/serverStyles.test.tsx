import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import styled, { ServerStyleSheet } from 'styled-components';
import { adoptServerStyles, type ServerStyleNames } from './serverStyles';

// Two components no other test renders (styled-components' sheet is one per page, as in the browser).
const Adopted = styled.section.withConfig({ componentId: 'serverStylesTest-Adopted' })`
  color: rgb(1, 2, 3);
`;
const NotAdopted = styled.p.withConfig({ componentId: 'serverStylesTest-NotAdopted' })`
  color: rgb(4, 5, 6);
`;

/** What a server render of the element generated: its class names by component id. */
function serverRender(element: React.ReactElement): { html: string; names: ServerStyleNames } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    const { names } = (sheet as unknown as { instance: { names: Map<string, Set<string>> } }).instance;
    return { html, names: Object.fromEntries([...names].map(([id, set]) => [id, [...set]])) };
  } finally {
    sheet.seal();
  }
}

/** Every CSS rule styled-components put into the document. */
function documentCss() {
  return [...document.querySelectorAll('style')]
    .map(
      (tag) => `${tag.textContent}${[...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('')}`,
    )
    .join('\n');
}

describe('adoptServerStyles', () => {
  it('a component styled on the server is not styled a second time in the browser', () => {
    const server = serverRender(<Adopted>From the server</Adopted>);
    expect(server.names['serverStylesTest-Adopted']).toHaveLength(1);

    adoptServerStyles(server.names);
    render(<Adopted>From the server</Adopted>);

    const element = document.querySelector('section')!;
    // The same class names as in the server's HTML, and no second copy of its rules.
    expect(server.html).toContain(`class="${element.className}"`);
    expect(documentCss()).not.toContain('rgb(1, 2, 3)');
  });

  it('leaves every other component to be styled as usual', () => {
    adoptServerStyles(serverRender(<Adopted>From the server</Adopted>).names);
    render(<NotAdopted>Only in the browser</NotAdopted>);
    expect(documentCss()).toContain('rgb(4, 5, 6)');
  });

  it('does nothing on a page rendered in the browser (no names)', () => {
    expect(() => adoptServerStyles(undefined)).not.toThrow();
  });
});
