// The public site's showcase pieces (FAQ accordion and its script-free twin, testimonial carousel, notice marquee, page hero):
// an entry of its own that is NOT a shared module: these pieces keep no state beyond their own, so
// the app that shows them bundles what it uses into that page's chunk (no file of its own, nothing
// on the login pages or in the portals). Icons and the loading state come from the shared
// main entry ('@ai-women/ui-kit') by name.
export { Accordion } from './components/Accordion/Accordion';
export type { AccordionProps, AccordionItem } from './components/Accordion/Accordion';
export { Disclosures } from './components/Accordion/Disclosures';
export type { DisclosuresProps } from './components/Accordion/Disclosures';
export { Carousel } from './components/Carousel/Carousel';
export type { CarouselProps } from './components/Carousel/Carousel';
export { NoticeMarquee } from './components/NoticeMarquee/NoticeMarquee';
export type { NoticeMarqueeProps } from './components/NoticeMarquee/NoticeMarquee';
export { PageHero } from './components/PageHero/PageHero';
export type { PageHeroProps } from './components/PageHero/PageHero';
