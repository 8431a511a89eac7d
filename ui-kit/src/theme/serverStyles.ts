import { __PRIVATE__ } from 'styled-components';

/** The class names styled-components generated on the server, by component id. */
export type ServerStyleNames = Record<string, string[]>;

/**
 * Tells styled-components in the browser which styles a server-rendered page already carries (its
 * own `<style>`, put there by the server that rendered it). Called before hydration: the components
 * then find their class names registered and neither run their CSS through stylis again nor insert a
 * second copy of the same rules while the page hydrates (on a slow phone most of that hydration's
 * styling work). styled-components only rehydrates `<style data-styled>` sheets from its own server
 * render; a page composed from another server's fragment arrives with plain CSS, so its names are
 * handed over this way.
 */
export function adoptServerStyles(names: ServerStyleNames | undefined): void {
  if (!names) return;
  const sheet = __PRIVATE__.mainSheet;
  for (const [id, list] of Object.entries(names)) {
    for (const name of list) sheet.registerName(id, name);
  }
}
