import { useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import {
  catalogueTexts,
  type OfficePack,
  packFormOf,
  type PackForm,
  packFormSchema,
  packUpdateOf,
} from '@site/contract';
import { ApiError, serverAssetUrl } from '@site/state';
import { Button, Card, Notice } from '@site/ui';
import { Form, siteFormOptions } from '@site/ui/form';
import { ButtonRow, CardGrid, Stack } from '../../lib/layout';
import { OfficeError, refusalText } from '../../lib/office-error';
import { officeKeys } from '../../lib/office-keys';
import { OfficePage } from '../../lib/office-page';
import { SubmitButton } from '../../lib/submit-button';
import { OutcomeLines, type WriteOutcome } from '../../lib/write-feedback';
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
  if (packs.isError) return <OfficeError error={packs.error} />;
  if (packs.data === undefined) return <p role="status">Loading the pack…</p>;
  const pack = packs.data.find((candidate) => candidate.item_code === itemCode);
  if (!pack) {
    return (
      <Notice role="alert">
        {catalogueTexts.packNotFound} <Link to="/office/catalogue">Back to the catalogue</Link>
      </Notice>
    );
  }
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
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<WriteOutcome | null>(null);
  const form = useForm<PackForm>({
    ...siteFormOptions,
    resolver: zodResolver(packFormSchema),
    defaultValues: packFormOf(pack),
  });
  const save = async (values: PackForm) => {
    setOutcome(null);
    try {
      const saved = await updatePack(packUpdateOf(values));
      form.reset(packFormOf(saved));
      setOutcome({ refused: false, text: `Pack ${saved.item_code} saved.` });
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) return error.errors;
      setOutcome({ refused: true, text: refusalText(error) });
    } finally {
      await queryClient.invalidateQueries({ queryKey: officeKeys.packs });
    }
  };
  return (
    <Card $padding="md">
      <h2>
        {pack.web_item_name}, {pack.weight_grams} g
      </h2>
      <Form form={form} fieldOrder={EDIT_PACK_FIELDS} onValid={save} aria-label="Change the pack">
        <Stack>
          <PackFields names={EDIT_PACK_FIELDS} onEdit={() => setOutcome(null)} />
          <OutcomeLines outcome={outcome} />
          <div>
            <SubmitButton label="Save the pack" />
          </div>
        </Stack>
      </Form>
    </Card>
  );
}

function PictureCard({ pack }: { pack: OfficePack }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<WriteOutcome | null>(null);
  const upload = async () => {
    const file = input.current?.files?.[0];
    if (!file) {
      setOutcome({ refused: true, text: catalogueTexts.pictureRequired });
      input.current?.focus();
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      await uploadPackPicture(pack.item_code, file);
      setOutcome({ refused: false, text: 'Picture saved.' });
      if (input.current) input.current.value = '';
    } catch (error) {
      setOutcome({ refused: true, text: refusalText(error) });
    } finally {
      setSending(false);
      await queryClient.invalidateQueries({ queryKey: officeKeys.packs });
    }
  };
  return (
    <Card $padding="md">
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
        <OutcomeLines outcome={outcome} />
        <ButtonRow>
          <Button type="button" disabled={sending} onClick={() => void upload()}>
            {sending ? 'Please wait…' : 'Upload the picture'}
          </Button>
        </ButtonRow>
      </Stack>
    </Card>
  );
}
