// The brand fonts (theme.fonts: Inter for text, Fraunces for headings, JetBrains Mono for codes),
// bundled from npm
// (@fontsource, latin subset only): nothing is fetched from the internet. Every app imports this
// once per page module (`import '@ai-women/ui-kit/fonts'`), Storybook in its preview; the
// stylesheet is injected once per page load.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/fraunces/latin-600.css';
import '@fontsource/jetbrains-mono/latin-400.css';
import '@fontsource/jetbrains-mono/latin-600.css';
// Devanagari (Hindi pages, and a Hindi name on any page): Noto Sans Devanagari for text beside Inter,
// Noto Serif Devanagari for headings beside Fraunces. Declared with a Devanagari unicode-range
// (tooling/webpack/css-inline-loader.cjs), so a page without such letters never downloads them.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-serif-devanagari/devanagari-600.css';
