/** Real values for the route table's `:parameters`: a pack of the seed's catalogue. */
const EXAMPLE_PARAMETERS: Readonly<Record<string, string>> = { itemCode: 'suvasa-4g-24' };

/**
 * A path of the route a visitor can open: its parameters filled with a real example (an account page's
 * `:name` stays as it is, naming nothing, as these journeys have no order or address to open).
 */
export const examplePath = (routePath: string): string =>
  routePath.replace(/:(\w+)/g, (whole, name: string) => EXAMPLE_PARAMETERS[name] ?? whole);
