// Parts of a server-rendered page that never change in the browser (a hero, a list of benefits,
// the course cards): the browser keeps the server's HTML for them as it is and neither downloads
// their code nor hydrates them. Only what responds to a touch (a menu, a carousel, a form) is
// hydrated.
//
// How: each static part is wrapped in a Suspense boundary. On the server it renders normally (its
// code is loaded before the first render, see loadStaticSections). While the browser hydrates the
// page, the part renders a child that waits for ever instead, so React leaves the boundary as the
// server's HTML — dehydrated — and never asks for the part's code. When the page is drawn in the
// browser instead (she arrived at another page and followed a link here), there is no server HTML:
// the part's code is loaded as a chunk of its own and rendered as usual.
//
// Each part sits in a `display: contents` element marked data-static-section (no box of its own,
// so the layout is the part's). Links in a dormant part are plain links; the app follows them in
// the browser as it does its own (./static-links), so focus and the cache carry on.
import {
  Suspense,
  createContext,
  useContext,
  lazy,
  use,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
// The router the app shares (react-router itself is bundled by each app, so its context would differ).
import { useNavigate } from 'react-router-dom';
import { useFollowStaticLinks } from './static-links';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

interface Section {
  load(): Promise<void>;
}

/** Every static part this bundle defines: the server loads them all before its first render. */
const sections = new Set<Section>();

/** Loads every static part's code, once (the server renderer awaits it before each render). */
export async function loadStaticSections(): Promise<void> {
  await Promise.all([...sections].map((section) => section.load()));
}

/** True in a server renderer's tree (see OnServer): there every part renders as any component does. */
const ServerRendering = createContext(false);

/** Wraps a server renderer's tree (web-ui/ssr does): static parts render there in full. */
export function OnServer({ children }: { children: ReactNode }) {
  return <ServerRendering value>{children}</ServerRendering>;
}

/** Never settles: a part waiting on it stays as the server's HTML. */
const NEVER = new Promise<never>(() => undefined);

const noSubscription = () => () => undefined;
/** True while React hydrates this component from the server's HTML (its server snapshot is read then). */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * While React hydrates: waits for ever, so React keeps the server's HTML. Should React draw the part
 * afresh instead (a context above it changed before it was hydrated, and React gave up on its HTML),
 * the part itself is drawn.
 */
function Dormant({ children }: { children: ReactElement }) {
  if (useHydrating()) use(NEVER);
  return children;
}

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

export interface StaticSectionProps {
  /**
   * What else the part's HTML depends on (the page's language): when it changes, the part is drawn
   * afresh in the browser rather than kept as the server rendered it.
   */
  redrawOn?: unknown;
}

export interface StaticSectionOptions {
  /**
   * The queries the part renders with: it stays dormant only when the server rendered with their
   * data (each is in the browser's cache, taken over from the server). A query the server could not
   * read was left out of its HTML (the part shows its loading state there): the browser draws the
   * part and reads it again.
   */
  queries?: QueryKey[];
}

const CONTENTS = { display: 'contents' } as const;

function Marked({ children }: { children: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  useFollowStaticLinks(useNavigate(), marker);
  return (
    <div ref={marker} data-static-section="" style={CONTENTS}>
      {children}
    </div>
  );
}


/**
 * A static part of a server-rendered page, its code in a chunk of its own (`load` is a dynamic
 * import of a module whose default export is the part).
 */
export function staticSection<P extends object>(
  load: Loader<P>,
  options: StaticSectionOptions = {},
): ComponentType<P & StaticSectionProps> {
  let Loaded: ComponentType<P> | null = null;
  const section: Section = {
    async load() {
      Loaded ??= (await load()).default;
    },
  };
  sections.add(section);
  const Lazy = lazy(async () => {
    await section.load();
    return { default: Loaded! };
  });

  function StaticSection({ redrawOn, ...rest }: P & StaticSectionProps) {
    const props = rest as unknown as P;
    const onServer = useContext(ServerRendering);
    const hydrating = useHydrating();
    const client = useQueryClient();
    // Decided at the first render: while the props stay those the server rendered with, React must
    // be given the very same element, or it would take the change as a reason to draw the part
    // afresh. New props (the same page in another language, reached by a link) draw it afresh.
    const [first] = useState(() => ({
      props,
      redrawOn,
      dormant:
        !onServer &&
        hydrating &&
        (options.queries ?? []).every((key) => client.getQueryState(key)?.status === 'success') ? (
          <Suspense fallback={null}>
            <Dormant>
              <Lazy {...props} />
            </Dormant>
          </Suspense>
        ) : null,
    }));
    const woken = useRef(false);
    if (first.dormant && !woken.current && Object.is(first.redrawOn, redrawOn) && sameProps(first.props, props))
      return <Marked>{first.dormant}</Marked>;
    woken.current = true;
    const Part = Loaded ?? Lazy;
    return (
      <Marked>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </Marked>
    );
  }
  return StaticSection;
}
