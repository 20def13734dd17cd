import type { WebsiteItem } from '@site/contract';
import styled from 'styled-components';
import { useWords } from '../../../lib/words';

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

/** Nutrition per 100g as the catalogue gives it (docs/product.md#product-detail). */
export function NutritionTable({ rows }: { rows: WebsiteItem['nutrition'] }) {
  const t = useWords();
  return (
    <Table>
      <caption>{t('product.nutritionCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product.nutrient')}</th>
          <th scope="col" className="amount">
            {t('product.per100g')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.nutrient}>
            <th scope="row">{row.nutrient}</th>
            <td>
              {row.value} {row.unit}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
