import styled from 'styled-components';

/** Nutrition per 100 g, the figures of docs/product.md#product-detail. */
export const nutritionPer100g = [
  { nutrient: 'Energy', amount: '411.06 kcal' },
  { nutrient: 'Protein', amount: '6.01 g' },
  { nutrient: 'Carbohydrate', amount: '69.71 g' },
  { nutrient: 'Total sugar', amount: '0 g' },
  { nutrient: 'Added sugar', amount: '0 g' },
  { nutrient: 'Total fat', amount: '12.2 g' },
  { nutrient: 'Saturated fat', amount: '0 g' },
  { nutrient: 'Trans fat', amount: '0 g' },
] as const;

const Table = styled.table`
  width: 100%;
  max-width: 28rem;
  border-collapse: collapse;

  caption {
    text-align: left;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    margin-bottom: 0.5rem;
  }

  th,
  td {
    padding: 0.5rem 0.25rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }

  td,
  th.amount {
    text-align: right;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export function NutritionTable() {
  return (
    <Table>
      <caption>Nutrition information per 100 g</caption>
      <thead>
        <tr>
          <th scope="col">Nutrient</th>
          <th scope="col" className="amount">
            Per 100 g
          </th>
        </tr>
      </thead>
      <tbody>
        {nutritionPer100g.map((row) => (
          <tr key={row.nutrient}>
            <th scope="row">{row.nutrient}</th>
            <td>{row.amount}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
