import { STAFF_HTML_SAMPLES } from '@casino/contract';
import { sanitizeStaffHtml } from '@casino/platform/staff-html';
import { Editor } from '@tiptap/react';
import { staffEditorExtensions } from './editor-extensions';

let editor: Editor;
beforeAll(() => {
  editor = new Editor({ extensions: staffEditorExtensions() });
});
afterAll(() => editor.destroy());

const roundTrip = (html: string) => {
  editor.commands.setContent(html);
  return editor.getHTML();
};

describe.each(STAFF_HTML_SAMPLES.map((sample) => [sample.name, sample.html]))('the %s sample', (_name, html) => {
  test('is what the editor writes back', () => expect(roundTrip(html)).toBe(html));
  test("is left as it is by the client's sanitizer", () => expect(sanitizeStaffHtml(html)).toBe(html));
});

test('every sample uses only allowed tags, and together they cover every block and mark of the editor', () => {
  const used = new Set(STAFF_HTML_SAMPLES.flatMap(({ html }) => [...html.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1])));
  expect([...used].sort()).toEqual(['a', 'blockquote', 'br', 'em', 'h2', 'h3', 'hr', 'img', 'li', 'ol', 'p', 's', 'strong', 'u', 'ul']);
});

describe('pasted or loaded HTML becomes staff HTML', () => {
  test.each([
    ['a link keeps only its address, in a new tab', '<p><a href="https://x.example/" target="_self" rel="nofollow" class="c" onclick="x()">l</a></p>', '<p><a href="https://x.example/" target="_blank" rel="noopener noreferrer">l</a></p>'],
    ['a script link keeps its text only', '<p><a href="javascript:alert(1)">bad</a></p>', '<p>bad</p>'],
    ['a numbered list counts from one', '<ol start="3" type="a"><li>x</li></ol>', '<ol><li><p>x</p></li></ol>'],
    ['an image gets an empty text', '<img src="/uploads/a.png" title="t" width="10">', '<img src="/uploads/a.png" alt="">'],
    ['an image from a data URL is left out', '<p>x</p><img src="data:image/png;base64,AAAA">', '<p>x</p>'],
    ['code becomes text', '<pre><code>let x</code></pre><p><code>y</code></p>', '<p>let x</p><p>y</p>'],
    ['a first-level heading becomes a paragraph', '<h1>Title</h1>', '<p>Title</p>'],
    ['styles and spans go', '<p style="color:red"><span style="color:blue">x</span></p>', '<p>x</p>'],
    ['a title stays on a link', '<p><a title="t" href="/a">x</a></p>', '<p><a href="/a" title="t" target="_blank" rel="noopener noreferrer">x</a></p>'],
    ['a table becomes its text', '<table><tr><td>a</td></tr></table>', '<p>a</p>'],
  ])('%s', (_case, input, output) => {
    const html = roundTrip(input);
    expect(html).toBe(output);
    expect(sanitizeStaffHtml(html)).toBe(html);
  });
});
