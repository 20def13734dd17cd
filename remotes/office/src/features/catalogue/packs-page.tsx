import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  catalogueTexts,
  formatRupees,
  type OfficePack,
  packBodyOf,
  type PackForm,
  packFormSchema,
  roleAllows,
  type SignedInStaff,
} from '@site/contract';
import { ApiError } from '@site/state';
import { Card } from '@site/ui';
import { Form, siteFormOptions } from '@site/ui/form';
import { type Column, DataTable } from '../../lib/data-table';
import { Stack } from '../../lib/layout';
import { OfficeError, refusalText } from '../../lib/office-error';
import { officeKeys } from '../../lib/office-keys';
import { OfficePage } from '../../lib/office-page';
import { SubmitButton } from '../../lib/submit-button';
import { OutcomeLines, type WriteOutcome } from '../../lib/write-feedback';
import { createPack, usePacks } from './catalogue-api';
import { NEW_PACK_FIELDS, PackFields } from './pack-fields';

/** /office/catalogue: every pack, published or not; an admin adds one and opens one to change it. */
export default function PacksPage() {
  return <OfficePage title="Catalogue">{(me) => <Packs me={me} />}</OfficePage>;
}

function Packs({ me }: { me: SignedInStaff }) {
  const packs = usePacks();
  const admin = roleAllows(me.role, 'admin');
  return (
    <Stack>
      <p>
        Prices include GST. A change shows on the product pages and in the retailers’ carts within seconds.{' '}
        <Link to="/office/schemes">Schemes</Link> · <Link to="/office/gst">GST rate</Link>
      </p>
      {packs.isError && <OfficeError error={packs.error} />}
      {packs.data === undefined && !packs.isError && <p role="status">Loading the packs…</p>}
      {packs.data && (
        <DataTable label="Packs" columns={packColumns(admin)} rows={packs.data} rowKey={(pack) => pack.item_code} />
      )}
      {admin && <NewPackCard />}
    </Stack>
  );
}

/** The packs' columns; an admin's item codes open the pack to change it. */
const packColumns = (admin: boolean): readonly Column<OfficePack>[] => [
  {
    heading: 'Item code',
    cell: (pack) =>
      admin ? (
        <Link to={`/office/catalogue/${pack.item_code}`} aria-label={`Change ${pack.item_code}`}>
          {pack.item_code}
        </Link>
      ) : (
        pack.item_code
      ),
  },
  { heading: 'Name', cell: (pack) => pack.web_item_name },
  { heading: 'Pack', cell: (pack) => `${pack.pack_size} × ${pack.weight_grams} g` },
  { heading: catalogueTexts.priceLabel, cell: (pack) => formatRupees(pack.rate_paise) },
  { heading: 'MRP', cell: (pack) => formatRupees(pack.mrp_paise) },
  { heading: 'Stock', cell: (pack) => (pack.stock_qty > 0 ? pack.stock_qty : 'Out of stock') },
  { heading: 'On the site', cell: (pack) => (pack.published ? 'Published' : 'Hidden') },
  { heading: 'Minimum / case', cell: (pack) => `${pack.min_order_qty} / ${pack.case_multiple}` },
  { heading: 'Picture', cell: (pack) => (pack.picture ? 'Uploaded' : 'Artwork') },
];

const EMPTY_PACK: PackForm = {
  item_code: '',
  variant_of: 'suvasa-2g',
  weight_grams: '2',
  web_item_name: '',
  pack_size: '',
  rate_paise: '',
  mrp_paise: '',
  stock_qty: '0',
  published: 'Hidden',
  min_order_qty: '1',
  case_multiple: '1',
};

function NewPackCard() {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<WriteOutcome | null>(null);
  const form = useForm<PackForm>({
    ...siteFormOptions,
    resolver: zodResolver(packFormSchema),
    defaultValues: EMPTY_PACK,
  });
  const add = async (values: PackForm) => {
    setOutcome(null);
    try {
      const pack = await createPack(packBodyOf(values));
      setOutcome({ refused: false, text: `Pack ${pack.item_code} added; its page is /${pack.route}.` });
      form.reset(EMPTY_PACK);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) return error.errors;
      setOutcome({ refused: true, text: refusalText(error) });
    } finally {
      await queryClient.invalidateQueries({ queryKey: officeKeys.packs });
    }
  };
  return (
    <Card $padding="md">
      <h2>Add a pack</h2>
      <Form form={form} fieldOrder={NEW_PACK_FIELDS} onValid={add} aria-label="Add a pack">
        <Stack>
          <PackFields names={NEW_PACK_FIELDS} onEdit={() => setOutcome(null)} />
          <OutcomeLines outcome={outcome} />
          <div>
            <SubmitButton label="Add the pack" />
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
