// The brand fonts, bundled from npm (@fontsource, latin subset only): nothing is fetched from the
// internet. Imported by the public pages; the stylesheet is injected once per page load.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/fraunces/latin-600.css';
