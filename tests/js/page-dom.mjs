// Just enough of a browser for a whole board in Node: elements (a tree with attributes, text,
// events), shadow roots, constructed style sheets, and a canvas whose drawing goes nowhere. Frames
// are never drawn (requestAnimationFrame never calls back) and the board is never laid out (no
// ResizeObserver callback, no screen matrix): what the tests read is the board's state and the
// events it sends, which come from the module, not from pixels.

const SELECTOR = /^(?<tag>[a-z0-9-]*)(?:\.(?<cls>[\w-]+))?(?:\[(?<attr>[\w-]+)(?:=(?<value>[^\]]+))?\])?$/i;

/** Whether `node` matches a simple selector: tag, .class, [attr] or [attr=value], combined. */
function matches(node, selector) {
  const m = SELECTOR.exec(selector.trim());
  if (!m || !node.localName) return false;
  const { tag, cls, attr, value } = m.groups;
  if (tag && node.localName !== tag.toLowerCase()) return false;
  if (cls && !node.className.split(/\s+/).includes(cls)) return false;
  if (attr && (node.getAttribute(attr) === null || (value !== undefined && node.getAttribute(attr) !== value.replace(/^["']|["']$/g, '')))) return false;
  return true;
}

/** A 2D context that takes every call and answers nothing useful (nothing is drawn). */
function inertContext() {
  const handler = {
    get: (target, key) => (key in target ? target[key] : (target[key] = () => ({ width: 0 }))),
    set: (target, key, value) => ((target[key] = value), true),
  };
  return new Proxy({}, handler);
}

class FakeElement extends EventTarget {
  constructor(doc, tag) {
    super();
    this.ownerDocument = doc;
    this.localName = tag.toLowerCase();
    this.children = [];
    this.parentNode = null;
    this.attrs = new Map();
    this.dataset = {};
    this.style = { setProperty: (k, v) => { this.style[k] = v; }, removeProperty: (k) => delete this.style[k] };
    this.ownText = '';
    this.hidden = false;
    this.disabled = false;
    this.value = '';
    this.width = 300;
    this.height = 150;
    this.scrollTop = 0;
    this.scrollHeight = 0;
    this.classList = {
      add: (...names) => { this.className = [...new Set([...this.className.split(/\s+/).filter(Boolean), ...names])].join(' '); },
      remove: (...names) => { this.className = this.className.split(/\s+/).filter((c) => c && !names.includes(c)).join(' '); },
      toggle: (name, on = !this.classList.contains(name)) => (on ? this.classList.add(name) : this.classList.remove(name), on),
      contains: (name) => this.className.split(/\s+/).includes(name),
    };
  }

  get className() { return this.attrs.get('class') ?? ''; }
  set className(value) { this.attrs.set('class', String(value)); }
  get id() { return this.attrs.get('id') ?? ''; }
  set id(value) { this.attrs.set('id', String(value)); }
  get type() { return this.attrs.get('type') ?? ''; }
  set type(value) { this.attrs.set('type', String(value)); }

  setAttribute(name, value) {
    this.attrs.set(name, String(value));
    if (name === 'hidden') this.hidden = true;
  }
  getAttribute(name) { return this.attrs.get(name) ?? null; }
  hasAttribute(name) { return this.attrs.has(name); }
  removeAttribute(name) {
    this.attrs.delete(name);
    if (name === 'hidden') this.hidden = false;
  }

  append(...nodes) {
    for (const node of nodes) {
      if (node === null || node === undefined) continue;
      if (typeof node !== 'object') {
        this.ownText += String(node);
        continue;
      }
      node.remove();
      node.parentNode = this;
      this.children.push(node);
    }
  }
  prepend(...nodes) {
    const rest = this.children;
    this.children = [];
    this.append(...nodes);
    this.children.push(...rest);
  }
  replaceChildren(...nodes) {
    for (const child of this.children) child.parentNode = null;
    this.children = [];
    this.ownText = '';
    this.append(...nodes);
  }
  remove() {
    if (!this.parentNode) return;
    this.parentNode.children = this.parentNode.children.filter((c) => c !== this);
    this.parentNode = null;
  }
  after(...nodes) {
    const parent = this.parentNode;
    if (!parent) return;
    const at = parent.children.indexOf(this) + 1;
    const tail = parent.children.splice(at);
    parent.append(...nodes);
    parent.children.push(...tail);
  }
  contains(node) {
    for (let n = node; n; n = n.parentNode ?? n.host) if (n === this) return true;
    return false;
  }

  get textContent() { return this.ownText + this.children.map((c) => c.textContent).join(''); }
  set textContent(value) {
    this.replaceChildren();
    this.ownText = String(value ?? '');
  }

  *descendants() {
    for (const child of this.children) {
      yield child;
      yield* child.descendants();
    }
  }
  querySelector(selector) {
    for (const node of this.descendants()) if (matches(node, selector)) return node;
    return null;
  }
  querySelectorAll(selector) {
    return [...this.descendants()].filter((node) => matches(node, selector));
  }
  closest(selector) {
    for (let n = this; n; n = n.parentNode) if (n instanceof FakeElement && matches(n, selector)) return n;
    return null;
  }
  matches(selector) { return matches(this, selector); }

  focus() { this.ownerDocument.activeElement = this; }
  blur() {}
  click() { this.dispatchEvent(new Event('click', { bubbles: true })); }
  getBoundingClientRect() { return { x: 0, y: 0, left: 0, top: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON() { return this; } }; }
  getScreenCTM() { return null; }
  setPointerCapture() {}
  getContext() { return (this.context ??= inertContext()); }

  attachShadow() {
    this.shadowRoot = new FakeElement(this.ownerDocument, '#shadow-root');
    this.shadowRoot.host = this;
    this.shadowRoot.activeElement = null;
    return this.shadowRoot;
  }
}

/** A document whose elements are FakeElements. */
export function fakeDocument() {
  const doc = {
    activeElement: null,
    createElement: (tag) => new FakeElement(doc, tag),
    createElementNS: (_ns, tag) => new FakeElement(doc, tag),
  };
  doc.body = doc.createElement('body');
  return doc;
}

/**
 * Makes the globals a board reads (document, window, CSSStyleSheet, ResizeObserver, Path2D,
 * getComputedStyle, requestAnimationFrame) the fakes' for the tests of this file; returns the document.
 */
export function installFakeDom() {
  const doc = fakeDocument();
  Object.assign(globalThis, {
    document: doc,
    window: globalThis,
    devicePixelRatio: 1,
    CSSStyleSheet: class { replaceSync() {} },
    ResizeObserver: class { observe() {} disconnect() {} },
    Path2D: class {},
    getComputedStyle: () => ({ getPropertyValue: () => '' }),
    requestAnimationFrame: () => 0, // frames are never drawn
    cancelAnimationFrame: () => {},
  });
  return doc;
}
