import type * as BrowserSchemas from './browser-schemas';
import * as withTypeBox from './index';

type Contract = typeof withTypeBox;

/** The whole contract again, its `@sinclair/typebox` the browser's (as the browser build aliases it). */
function contractWithBrowserSchemas(): Contract {
  let contract: Contract | undefined;
  jest.isolateModules(() => {
    jest.doMock('@sinclair/typebox', () => jest.requireActual('./browser-schemas'));
    contract = jest.requireActual<Contract>('./index');
  });
  return contract!;
}

/** What a schema says as JSON Schema: TypeBox's symbols (its kinds, its optional mark) left out. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** Every export that is a schema, an endpoint or a table of them; a schema factory called (`ImageUrl()`). */
function schemaExports(contract: Contract): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [name, value] of Object.entries(contract)) {
    if (typeof value === 'function' && value.length === 0 && /^[A-Z]/.test(name)) found.set(`${name}()`, (value as () => unknown)());
    else if (typeof value === 'object' && value !== null) found.set(name, value);
  }
  return found;
}

describe("the browser's schema builders", () => {
  const browser = contractWithBrowserSchemas();

  it('were the ones the second copy of the contract was built with', () => {
    expect(Object.getOwnPropertySymbols(withTypeBox.ImageUrl())).not.toHaveLength(0);
    expect(Object.getOwnPropertySymbols(browser.ImageUrl())).toHaveLength(0);
  });

  it("make every schema of the contract as TypeBox makes it, as JSON Schema", () => {
    const expected = schemaExports(withTypeBox);
    const actual = schemaExports(browser);
    expect([...actual.keys()]).toEqual([...expected.keys()]);
    expect(expected.size).toBeGreaterThan(200);
    for (const [name, schema] of expected) {
      expect({ name, schema: asJson(actual.get(name)) }).toEqual({ name, schema: asJson(schema) });
    }
  });

  it('give the values the forms read', () => {
    expect(browser.lengthLimits(browser.userCreateChild.body)).toEqual(withTypeBox.lengthLimits(withTypeBox.userCreateChild.body));
    expect(browser.staffSiteSettingUpdate.body.properties.bank_inspection_hours.pattern).toBe(withTypeBox.staffSiteSettingUpdate.body.properties.bank_inspection_hours.pattern);
  });

  it('refuse a Composite whose objects share a key, which TypeBox would intersect', () => {
    const { Type } = jest.requireActual<typeof BrowserSchemas>('./browser-schemas');
    expect(() => Type.Composite([Type.Object({ a: Type.String() }), Type.Object({ a: Type.Integer() })])).toThrow('"a" is in two of its objects');
  });
});
