/**
 * Runs in the page after a surface rendered the corpus: what in the DOM could still run script.
 * Each container holds one payload's output (an FAQ answer, a notice body…), so a finding names
 * its container's index and the test maps that to the payload.
 */
export interface DomFinding {
  /** Index of the container; -1 for the page as a whole. */
  index: number;
  problem: string;
}

export interface InspectArgs {
  containers: string;
  /** Globals the portal itself reads: an element under one of these names would be clobbering. */
  appGlobals: string[];
}

export function inspectRendered({ containers, appGlobals }: InspectArgs): { count: number; findings: DomFinding[] } {
  const findings: DomFinding[] = [];
  const URL_ATTRIBUTES = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'poster',
    'background',
    'cite',
    'longdesc',
    'lowsrc',
    'dynsrc',
    'ping',
    'codebase',
    'srcset',
    'icon',
    'manifest',
  ]);
  const FORBIDDEN = new Set([
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'base',
    'meta',
    'link',
    'style',
    'svg',
    'math',
    'template',
    'noscript',
    'isindex',
    'portal',
    'animate',
    'set',
    'use',
    'foreignobject',
  ]);
  const MEDIA = new Set(['img', 'video', 'audio', 'source', 'track', 'picture']);
  // The browser ignores ASCII whitespace and control characters around and inside a scheme.
  const bare = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const isDomThing = (value: unknown) => value instanceof Element || value instanceof HTMLCollection || value instanceof NodeList;
  // Names whose lookup an element must never answer: the genuine members of document, and of window
  // with the portal's own globals (the card provider's objects, which load only when needed).
  // Read off a fresh document: this one's own property names include the elements already named.
  const documentNames = new Set<string>();
  for (let proto: object | null = document.implementation.createHTMLDocument(''); proto; proto = Object.getPrototypeOf(proto)) {
    Object.getOwnPropertyNames(proto).forEach((n) => documentNames.add(n));
  }
  const windowNames = new Set<string>([...Object.getOwnPropertyNames(window), ...appGlobals]);
  const doc = document as unknown as Record<string, unknown>;
  const win = window as unknown as Record<string, unknown>;

  // Read through the prototypes: a payload's <input name="attributes"> inside a form would otherwise
  // answer form.attributes and hide the form's own attributes from this very check.
  const getter = (name: 'localName' | 'namespaceURI') => Object.getOwnPropertyDescriptor(Element.prototype, name)!.get!;
  const tagOf = (el: Element) => getter('localName').call(el) as string;
  const namespaceOf = (el: Element) => getter('namespaceURI').call(el) as string | null;
  const attributesOf = (el: Element) =>
    Element.prototype.getAttributeNames.call(el).map((name) => ({ name, value: Element.prototype.getAttribute.call(el, name) ?? '' }));
  const attr = (el: Element, name: string) => Element.prototype.getAttribute.call(el, name);

  const list = Array.from(document.querySelectorAll(containers));
  list.forEach((container, index) => {
    const report = (problem: string) => findings.push({ index, problem });
    for (const el of [container, ...Array.from(Element.prototype.querySelectorAll.call(container, '*'))]) {
      const tag = tagOf(el);
      if (FORBIDDEN.has(tag)) report(`<${tag}> element`);
      if (namespaceOf(el) !== 'http://www.w3.org/1999/xhtml') report(`<${tag}> in namespace ${namespaceOf(el)}`);
      for (const { name: rawName, value } of attributesOf(el)) {
        const name = rawName.toLowerCase();
        if (name.startsWith('on')) report(`<${tag} ${rawName}="${value}">`);
        if (name === 'style' || name === 'srcdoc') report(`<${tag} ${rawName}> attribute`);
        if (URL_ATTRIBUTES.has(name) || name.endsWith(':href')) {
          const url = bare(value);
          if (/^(javascript|vbscript|livescript):/.test(url)) report(`<${tag} ${rawName}="${value}">: script URL`);
          if (url.startsWith('data:') && !(MEDIA.has(tag) && url.startsWith('data:image/')))
            report(`<${tag} ${rawName}="${value.slice(0, 60)}">: data URL`);
        }
      }
      if (tag === 'a' && attr(el, 'href') !== null && !/\bnoopener\b/.test(attr(el, 'rel') ?? ''))
        report(`<a href="${attr(el, 'href')}"> opens without rel=noopener`);
      for (const named of [attr(el, 'id'), attr(el, 'name')]) {
        if (!named) continue;
        if (documentNames.has(named) && isDomThing(doc[named])) report(`clobbers document.${named}`);
        if (windowNames.has(named) && isDomThing(win[named])) report(`clobbers window.${named}`);
      }
    }
  });

  const page = (problem: string) => findings.push({ index: -1, problem });
  for (const script of Array.from(document.scripts)) {
    const src = script.getAttribute('src') ?? '';
    const bundled = src.startsWith('/assets/') || src.startsWith(`${location.origin}/assets/`);
    // The prerendered doors' starter (docs/decisions/0019), where the build puts it: in the head.
    const starter = src === '/start.js' && script.parentElement === document.head;
    if (!bundled && !starter) page(`script element ${script.outerHTML.slice(0, 120)}`);
  }
  for (const el of Array.from(document.querySelectorAll('iframe, frame, object, embed, base, meta[http-equiv]')))
    page(`${el.outerHTML.slice(0, 120)} in the document`);
  if (typeof document.getElementById !== 'function' || !(document.body instanceof HTMLBodyElement)) page('document members clobbered');
  return { count: list.length, findings };
}
