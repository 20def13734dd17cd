import { Link } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  catalogueTexts,
  type OfficePack,
  packBodyOf,
  type PackForm,
  packFormSchema,
  roleAllows,
  type SignedInStaff,
} from '@site/contract';
import { formatRupees } from '@site/contract/money';
import { Stack } from '@site/ui';
import { type Column, DataTable } from '@site/ui/records';
import { Panel } from '../../lib/layout';
import { OfficeLoaded } from '../../lib/loaded';
import { fieldRefusals, OfficeForm, useOfficeForm } from '../../lib/office-form';
import { OfficePage } from '../../lib/office-page';
import { useCreatePack, usePacks } from './api/catalogue-api';
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
      <OfficeLoaded query={packs} loading="Loading the packs…">
        {(all) => <DataTable label="Packs" columns={packColumns(admin)} rows={all} rowKey={(pack) => pack.item_code} />}
      </OfficeLoaded>
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
  const form = useOfficeForm<PackForm>(zodResolver(packFormSchema), EMPTY_PACK);
  const createPack = useCreatePack();
  const add = (values: PackForm) =>
    fieldRefusals(createPack.mutateAsync(packBodyOf(values), { onSuccess: () => form.reset(EMPTY_PACK) }));
  return (
    <Panel>
      <h2>Add a pack</h2>
      <OfficeForm
        form={form}
        label="Add a pack"
        fields={NEW_PACK_FIELDS}
        onValid={add}
        write={createPack}
        done={(pack) => `Pack ${pack.item_code} added; its page is /${pack.route}.`}
        submitLabel="Add the pack"
      >
        <PackFields names={NEW_PACK_FIELDS} onEdit={createPack.reset} />
      </OfficeForm>
    </Panel>
  );
}
