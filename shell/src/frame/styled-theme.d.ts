// The kit's theme is the styled-components theme in this app too. (Belongs at the app's root once the
// foundation adds one; identical augmentations merge harmlessly.)
import 'styled-components';
import type { AarohiTheme } from '@ai-women/ui-kit';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AarohiTheme {}
}
