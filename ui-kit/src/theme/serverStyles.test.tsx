import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import styled, { ServerStyleSheet } from 'styled-components';
import { adoptServerStyles } from './serverStyles';

// Components no other test renders (styled-components' sheet is one per page, as in the browser).
const Line = styled.p.withConfig({ componentId: 'serverStylesTest-Line' })`
  color: rgb(1, 2, 3);
  text-align: center;
`;
const RightLine = styled(Line).withConfig({ componentId: 'serverStylesTest-RightLine' })`
  text-align: right;
`;
const Frame = styled.header.withConfig({ componentId: 'serverStylesTest-Frame' })`
  color: rgb(10, 11, 12);
`;
const BrowserOnly = styled.em.withConfig({ componentId: 'serverStylesTest-BrowserOnly' })`
  color: rgb(4, 5, 6);
`;

/**
 * A page as another server sends it: its HTML, and its sheet in a `<style data-fragment>` tag of the
 * document (how scripts/compose.mjs puts a remote's page into the shell's document).
 */
function serverRenderedFragment(element: React.ReactElement) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    const tag = document.createElement('style');
    tag.setAttribute('data-fragment', 'learner');
    tag.textContent = (sheet as unknown as { instance: { toString(): string } }).instance.toString();
    document.head.append(tag);
    return { html, tag };
  } finally {
    sheet.seal();
  }
}

/** Every CSS rule in the document, in document order (text tags and CSSOM alike). */
function documentRules(): string[] {
  return [...document.querySelectorAll('style')]
    .flatMap((tag) =>
      tag.sheet?.cssRules.length
        ? [...tag.sheet.cssRules].map((rule) => rule.cssText)
        : (tag.textContent ?? '').split('/*!sc*/').map((rule) => rule.trim()),
    )
    .filter((rule) => rule && !rule.startsWith('data-styled'));
}

// As in the shell's document: styled-components' own tag (the frame's styles) comes before the
// fragment's tag, which the server put after it.
beforeAll(() => {
  render(<Frame>The frame</Frame>);
});

afterEach(() => document.head.querySelectorAll('style[data-fragment]').forEach((tag) => tag.remove()));

describe('adoptServerStyles', () => {
  it("takes a fragment's rules over once: the same class names, no second copy, no leftover tag", () => {
    const { html, tag } = serverRenderedFragment(<Line>From the server</Line>);
    adoptServerStyles([tag]);
    const { container } = render(<Line>From the server</Line>);

    expect(html).toContain(`class="${container.querySelector('p')!.className}"`);
    expect(tag.isConnected).toBe(false);
    expect(
      documentRules().filter((rule) => rule.includes('rgb(1, 2, 3)') || rule.includes('rgb(1,2,3)')),
    ).toHaveLength(1);
  });

  it('puts a component first styled in the browser after the server-styled component it extends', () => {
    const { tag } = serverRenderedFragment(<Line>Sign up</Line>);
    adoptServerStyles([tag]);
    render(<RightLine>Forgot password?</RightLine>);

    const rules = documentRules();
    const base = rules.findIndex((rule) => /text-align:\s*center/.test(rule));
    const extension = rules.findIndex((rule) => /text-align:\s*right/.test(rule));
    expect(base).toBeGreaterThanOrEqual(0);
    expect(extension).toBeGreaterThan(base);
  });

  it('leaves every other component to be styled as usual', () => {
    const { tag } = serverRenderedFragment(<Line>From the server</Line>);
    adoptServerStyles([tag]);
    render(<BrowserOnly>Only in the browser</BrowserOnly>);
    expect(documentRules().some((rule) => /rgb\(4,\s*5,\s*6\)/.test(rule))).toBe(true);
  });

  it('keeps rules that carry no marker where they are', () => {
    const tag = document.createElement('style');
    tag.setAttribute('data-fragment', 'learner');
    tag.textContent = '.plain{color:rgb(7, 8, 9);}';
    document.head.append(tag);
    adoptServerStyles([tag]);
    expect(tag.isConnected).toBe(true);
    expect(tag.textContent).toContain('rgb(7, 8, 9)');
  });

  it('does nothing on a page rendered in the browser (no fragment tag)', () => {
    expect(() => adoptServerStyles([])).not.toThrow();
  });
});
