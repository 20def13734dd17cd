import { useId, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  catalogueTexts,
  type OfficePack,
  packFormOf,
  type PackForm,
  packFormSchema,
  packUpdateOf,
} from '@site/contract';
import { serverAssetUrl } from '@site/state';
import { Button } from '@site/ui';
import { ButtonRow, CardGrid, Panel, Stack } from '../../lib/layout';
import { Loaded, NotFound } from '../../lib/loaded';
import { OfficeForm, useOfficeForm } from '../../lib/office-form';
import { officeKeys } from '../../lib/office-keys';
import { OfficePage } from '../../lib/office-page';
import { OutcomeLines, useWrite } from '../../lib/write-feedback';
import { updatePack, uploadPackPicture, usePacks } from './catalogue-api';
import { EDIT_PACK_FIELDS, PackFields } from './pack-fields';

/** A phone's width holds the file chooser and the picture. */
const FileInput = styled.input`
  display: block;
  max-width: 100%;
`;
const Picture = styled.img`
  max-width: 100%;
  height: auto;
`;

/** /office/catalogue/<item code> (admin): a pack's name, size, price, MRP, stock, publication, rules and picture. */
export default function PackPage() {
  const { itemCode: code = '' } = useParams();
  return (
    <OfficePage title={`Pack ${code}`} needs="admin">
      {() => <PackEditor itemCode={code} />}
    </OfficePage>
  );
}

function PackEditor({ itemCode }: { itemCode: string }) {
  const packs = usePacks();
  return (
    <Loaded query={packs} loading="Loading the pack…">
      {(all) => {
        const pack = all.find((candidate) => candidate.item_code === itemCode);
        return pack ? (
          <PackView pack={pack} />
        ) : (
          <NotFound text={catalogueTexts.packNotFound} back="/office/catalogue" backLabel="Back to the catalogue" />
        );
      }}
    </Loaded>
  );
}

function PackView({ pack }: { pack: OfficePack }) {
  return (
    <Stack>
      <p>
        <Link to="/office/catalogue">Back to the catalogue</Link> · its page:{' '}
        <Link to={`/${pack.route}`}>/{pack.route}</Link>
      </p>
      <CardGrid>
        <PackCard pack={pack} />
        <PictureCard pack={pack} />
      </CardGrid>
    </Stack>
  );
}

function PackCard({ pack }: { pack: OfficePack }) {
  const change = useOfficeForm<PackForm>(zodResolver(packFormSchema), packFormOf(pack), { refresh: officeKeys.packs });
  const save = (values: PackForm) =>
    change.write.submit(async () => {
      const saved = await updatePack(packUpdateOf(values));
      change.form.reset(packFormOf(saved));
      return `Pack ${saved.item_code} saved.`;
    });
  return (
    <Panel>
      <h2>
        {pack.web_item_name}, {pack.weight_grams} g
      </h2>
      <OfficeForm
        state={change}
        label="Change the pack"
        fields={EDIT_PACK_FIELDS}
        onValid={save}
        submitLabel="Save the pack"
      >
        <PackFields names={EDIT_PACK_FIELDS} onEdit={change.write.clear} />
      </OfficeForm>
    </Panel>
  );
}

function PictureCard({ pack }: { pack: OfficePack }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const write = useWrite({ refresh: officeKeys.packs });
  const upload = async () => {
    const file = input.current?.files?.[0];
    if (!file) {
      write.refuse(catalogueTexts.pictureRequired);
      input.current?.focus();
      return;
    }
    await write.run(async () => {
      await uploadPackPicture(pack.item_code, file);
      if (input.current) input.current.value = '';
      return 'Picture saved.';
    });
  };
  return (
    <Panel>
      <h2>Picture</h2>
      <Stack>
        {pack.picture ? (
          <Picture
            src={serverAssetUrl(pack.picture)}
            alt={`${pack.web_item_name}, pack of ${pack.pack_size}`}
            width={240}
          />
        ) : (
          <p>No picture uploaded: the site shows the product’s artwork.</p>
        )}
        <div>
          <label htmlFor={inputId}>New picture (JPEG, PNG or WebP)</label>
          <FileInput ref={input} id={inputId} type="file" accept="image/jpeg,image/png,image/webp" />
        </div>
        <OutcomeLines outcome={write.outcome} />
        <ButtonRow>
          <Button type="button" disabled={write.sending} onClick={() => void upload()}>
            {write.sending ? 'Please wait…' : 'Upload the picture'}
          </Button>
        </ButtonRow>
      </Stack>
    </Panel>
  );
}
