import { __PRIVATE__ } from 'styled-components';

// styled-components writes a sheet as rules with a marker after each component's rules:
// `…rules…/*!sc*/ data-styled.g12[id="sc-abc"]{content:"name1,name2,"}/*!sc*/`.
const SPLITTER = '/*!sc*/';
const MARKER = /^data-styled\.g\d+\[id="([\w-]+)"\]\{content:"([^"]*)"\}$/;

/**
 * Takes a server-rendered page's CSS over into styled-components' own sheet (called before
 * hydration). `tags` hold a sheet written by another server (a remote's page fragment, composed
 * into the shell's document: `<style data-fragment>`), which styled-components does not rehydrate
 * itself, because its component numbering belongs to that server.
 *
 * Each component's rules move into the browser's sheet in the browser's component order, its class
 * names are registered, and the tag is removed (what styled-components does with its own server
 * tags). So hydrating neither runs the page's CSS through stylis again nor inserts a second copy,
 * and a component first styled in the browser later (the next page, a dialog) still comes after
 * the component it extends, whose rules came from the server: left in their own later tag, those
 * rules won over the extension's (`styled(SwitchLine)` lost its alignment after navigating from
 * /tutorregister to /tutorlogin). Rules without a marker stay in the tag.
 */
export function adoptServerStyles(tags: Iterable<HTMLStyleElement>): void {
  const sheet = __PRIVATE__.mainSheet;
  for (const tag of tags) {
    let rules: string[] = [];
    for (const part of (tag.textContent ?? '').split(SPLITTER)) {
      const rule = part.trim();
      if (!rule) continue;
      const marker = MARKER.exec(rule);
      if (!marker) {
        rules.push(rule);
        continue;
      }
      const [, id, content] = marker as unknown as [string, string, string];
      const fresh = content.split(',').filter((name) => name && !sheet.hasNameForId(id, name));
      if (fresh.length) {
        sheet.insertRules(id, fresh[0]!, rules);
        for (const name of fresh.slice(1)) sheet.registerName(id, name);
      }
      rules = [];
    }
    if (rules.length) tag.textContent = rules.join('\n');
    else tag.remove();
  }
}
