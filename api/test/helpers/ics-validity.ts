/**
 * A strict reader of the iCalendar files the API hands out: the maintained parser (ical.js) must read
 * them, and on top the RFC 5545 rules that parsers forgive but calendar apps trip over are checked
 * one by one. It returns every problem found (an empty list: valid), so a failing test names them all.
 */
import ICAL from 'ical.js';

/** Properties RFC 5545 (and RFC 7986's calendar properties) define, by the component they may appear in. */
const KNOWN: Record<string, ReadonlySet<string>> = {
  VCALENDAR: new Set([
    'PRODID', 'VERSION', 'CALSCALE', 'METHOD',
    // RFC 7986
    'NAME', 'DESCRIPTION', 'UID', 'LAST-MODIFIED', 'URL', 'CATEGORIES', 'REFRESH-INTERVAL', 'SOURCE', 'COLOR', 'IMAGE',
  ]),
  VEVENT: new Set([
    'DTSTAMP', 'UID', 'DTSTART', 'CLASS', 'CREATED', 'DESCRIPTION', 'GEO', 'LAST-MODIFIED', 'LOCATION', 'ORGANIZER',
    'PRIORITY', 'SEQUENCE', 'STATUS', 'SUMMARY', 'TRANSP', 'URL', 'RECURRENCE-ID', 'RRULE', 'DTEND', 'DURATION',
    'ATTACH', 'ATTENDEE', 'CATEGORIES', 'COMMENT', 'CONTACT', 'EXDATE', 'REQUEST-STATUS', 'RELATED-TO', 'RESOURCES',
    'RDATE',
    // RFC 7986
    'COLOR', 'IMAGE', 'CONFERENCE',
  ]),
  VTIMEZONE: new Set(['TZID', 'LAST-MODIFIED', 'TZURL']),
  STANDARD: new Set(['DTSTART', 'TZOFFSETTO', 'TZOFFSETFROM', 'RRULE', 'COMMENT', 'RDATE', 'TZNAME']),
  DAYLIGHT: new Set(['DTSTART', 'TZOFFSETTO', 'TZOFFSETFROM', 'RRULE', 'COMMENT', 'RDATE', 'TZNAME']),
  VALARM: new Set(['ACTION', 'TRIGGER', 'DURATION', 'REPEAT', 'ATTACH', 'DESCRIPTION', 'SUMMARY', 'ATTENDEE']),
};

/** Properties whose value type is TEXT: a bare CR/LF can't be in them, and a backslash must start an escape. */
const TEXT_PROPERTIES = new Set([
  'NAME', 'DESCRIPTION', 'SUMMARY', 'LOCATION', 'COMMENT', 'CONTACT', 'CATEGORIES', 'RESOURCES', 'TZNAME',
  'X-WR-CALNAME', 'X-WR-CALDESC',
]);

/** UTC date-times (RFC 5545 section 3.3.5 form #2): what DTSTAMP, LAST-MODIFIED and CREATED must be. */
const UTC_DATE_TIME = /^\d{8}T\d{6}Z$/;
const NAME = /^(?:[A-Za-z0-9-]+)$/;

export interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface Component {
  name: string;
  properties: ContentLine[];
  components: Component[];
}

/** One unfolded content line read strictly: NAME *(;PARAM=value) : value (RFC 5545 section 3.1). */
function readLine(line: string): ContentLine | string {
  const nameMatch = /^([A-Za-z0-9-]+)/.exec(line);
  if (!nameMatch) return `not a content line: ${JSON.stringify(line.slice(0, 60))}`;
  let i = nameMatch[1]!.length;
  const params: Record<string, string> = {};
  while (line[i] === ';') {
    const p = /^;([A-Za-z0-9-]+)=("[^"]*"|[^";:,]*(?:,(?:"[^"]*"|[^";:,]*))*)/.exec(line.slice(i));
    if (!p) return `bad parameter in ${JSON.stringify(line.slice(0, 60))}`;
    params[p[1]!.toUpperCase()] = p[2]!.replace(/^"|"$/g, '');
    i += p[0].length;
  }
  if (line[i] !== ':') return `no ':' after the name and parameters: ${JSON.stringify(line.slice(0, 60))}`;
  return { name: nameMatch[1]!.toUpperCase(), params, value: line.slice(i + 1) };
}

/** The problems with one .ics text; [] when it passes every check. */
export function icsProblems(text: string): string[] {
  const problems: string[] = [];
  const add = (p: string) => {
    if (problems.length < 50) problems.push(p);
  };

  // The maintained parser first: it must read the file and every event with its times.
  try {
    const root = new ICAL.Component(ICAL.parse(text));
    for (const z of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(z);
    for (const v of root.getAllSubcomponents('vevent')) {
      const e = new ICAL.Event(v);
      if (Number.isNaN(e.startDate?.toJSDate().getTime())) add(`ical.js: event ${e.uid} has no readable start`);
    }
  } catch (err) {
    add(`ical.js cannot parse it: ${(err as Error).message}`);
  }

  // RFC 5545 section 3.1: every line ends with CRLF, the last one too; no CR or LF on its own anywhere.
  if (!text.endsWith('\r\n')) add('the file does not end with CRLF');
  if (/\r(?!\n)/.test(text)) add('a CR without LF');
  if (/(?<!\r)\n/.test(text)) add('an LF without CR (line endings must be CRLF)');

  // RFC 5545 section 3.1: lines are at most 75 octets, CRLF excluded (a folded line's continuation counts its leading space).
  const physical = text.split('\r\n');
  if (physical[physical.length - 1] === '') physical.pop();
  physical.forEach((line, n) => {
    const octets = Buffer.byteLength(line, 'utf8');
    if (octets > 75) add(`line ${n + 1} is ${octets} octets long (at most 75): ${JSON.stringify(line.slice(0, 40))}…`);
    // Control characters other than HTAB are not allowed in any value (RFC 5545 sections 3.3.11 and 3.1).
    // eslint-disable-next-line no-control-regex -- the point of the check
    if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(line)) add(`line ${n + 1} holds a control character`);
  });

  // Unfold (RFC 5545 section 3.1: CRLF followed by one space or tab) and read the component tree.
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter((l, i, all) => l !== '' || i < all.length - 1);
  const stack: Component[] = [];
  const roots: Component[] = [];
  for (const raw of lines) {
    const read = readLine(raw);
    if (typeof read === 'string') {
      add(read);
      continue;
    }
    if (read.name === 'BEGIN') {
      const c: Component = { name: read.value.toUpperCase(), properties: [], components: [] };
      (stack.length ? stack[stack.length - 1]!.components : roots).push(c);
      stack.push(c);
    } else if (read.name === 'END') {
      const open = stack.pop();
      if (!open || open.name !== read.value.toUpperCase()) add(`END:${read.value} does not close ${open?.name ?? 'anything'}`);
    } else if (!stack.length) add(`property ${read.name} outside any component`);
    else stack[stack.length - 1]!.properties.push(read);
  }
  if (stack.length) add(`components left open: ${stack.map((c) => c.name).join(', ')}`);
  if (roots.length !== 1 || roots[0]!.name !== 'VCALENDAR') {
    add(`the file must hold exactly one VCALENDAR (found ${roots.map((r) => r.name).join(', ') || 'none'})`);
    return problems;
  }
  const cal = roots[0]!;
  const timezones = new Set(
    cal.components.filter((c) => c.name === 'VTIMEZONE').map((c) => c.properties.find((p) => p.name === 'TZID')?.value),
  );

  const count = (c: Component, name: string) => c.properties.filter((p) => p.name === name).length;
  const check = (c: Component, where: string) => {
    const known = KNOWN[c.name];
    if (!known && !c.name.startsWith('X-')) add(`unknown component ${c.name} in ${where}`);
    for (const p of c.properties) {
      if (!NAME.test(p.name)) add(`bad property name ${p.name}`);
      if (known && !known.has(p.name) && !p.name.startsWith('X-')) add(`${c.name} has the non-standard property ${p.name}`);
      if (['DTSTAMP', 'LAST-MODIFIED', 'CREATED'].includes(p.name) && !UTC_DATE_TIME.test(p.value)) {
        add(`${c.name} ${p.name} must be a UTC date-time ending in Z, is ${p.value}`);
      }
      if (p.params.TZID !== undefined && !timezones.has(p.params.TZID)) {
        add(`${c.name} ${p.name} refers to TZID ${p.params.TZID}, which has no VTIMEZONE`);
      }
      // The event's own times: in UTC or in a described zone, never floating (no one knows where it floats).
      if (c.name === 'VEVENT' && ['DTSTART', 'DTEND', 'RECURRENCE-ID'].includes(p.name) && p.params.VALUE !== 'DATE') {
        if (!p.value.endsWith('Z') && p.params.TZID === undefined) add(`VEVENT ${p.name} is a floating time: ${p.value}`);
        if (!/^\d{8}T\d{6}Z?$/.test(p.value)) add(`VEVENT ${p.name} is not a date-time: ${p.value}`);
      }
      if (TEXT_PROPERTIES.has(p.name) && /\\(?![\\;,nN])/.test(p.value)) {
        add(`${c.name} ${p.name} has a backslash that starts no escape: ${JSON.stringify(p.value.slice(0, 60))}`);
      }
    }
    if (c.name === 'VCALENDAR') {
      if (count(c, 'PRODID') !== 1) add('VCALENDAR needs exactly one PRODID');
      if (c.properties.find((p) => p.name === 'VERSION')?.value !== '2.0' || count(c, 'VERSION') !== 1) {
        add('VCALENDAR needs exactly one VERSION:2.0');
      }
    }
    if (c.name === 'VEVENT') {
      for (const required of ['UID', 'DTSTAMP', 'DTSTART']) {
        if (count(c, required) !== 1) add(`VEVENT needs exactly one ${required} (has ${count(c, required)})`);
      }
      if (count(c, 'DTEND') && count(c, 'DURATION')) add('VEVENT has both DTEND and DURATION');
    }
    if (c.name === 'VTIMEZONE') {
      if (count(c, 'TZID') !== 1) add('VTIMEZONE needs exactly one TZID');
      const observances = c.components.filter((o) => o.name === 'STANDARD' || o.name === 'DAYLIGHT');
      if (!observances.length) add('VTIMEZONE needs a STANDARD or DAYLIGHT part');
      for (const o of observances) {
        for (const required of ['DTSTART', 'TZOFFSETFROM', 'TZOFFSETTO']) {
          if (count(o, required) !== 1) add(`${o.name} of ${[...timezones].join()} needs ${required}`);
        }
      }
    }
    for (const sub of c.components) check(sub, c.name);
  };
  check(cal, 'the file');
  return problems;
}

/** The unfolded content lines of a component kind, e.g. every VEVENT's properties (for the tests' own reads). */
export function unfoldedLines(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n');
}
