import { useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  catalogueTexts,
  LANGUAGES,
  MAX_PACK_NAME_LENGTH,
  type OfficePack,
  packFormOf,
  type PackForm,
  packFormSchema,
  packTranslationsBodyOf,
  packTranslationsFormOf,
  type PackTranslationsForm,
  packTranslationsFormSchema,
  packUpdateOf,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from '@site/contract';
import { serverAssetUrl } from '@site/state';
import { Button, ButtonRow, Stack } from '@site/ui';
import { FieldList, type FieldSpec } from '@site/ui/form';
import { CardGrid, Panel } from '../../lib/layout';
import { NotFound, OfficeLoaded } from '../../lib/loaded';
import { OutcomeLines, saidBy } from '../../lib/mutation-outcome';
import { fieldRefusals, OfficeForm, useOfficeForm } from '../../lib/office-form';
import { OfficePage } from '../../lib/office-page';
import { usePacks, useSetPackTranslations, useUpdatePack, useUploadPackPicture } from './api/catalogue-api';
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

/**
 * /office/catalogue/<item code> (admin): a pack's name, size, price, MRP, stock, publication, rules and picture,
 * and its name and description in each translated language.
 */
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
    <OfficeLoaded query={packs} loading="Loading the pack…">
      {(all) => {
        const pack = all.find((candidate) => candidate.item_code === itemCode);
        return pack ? (
          <PackView pack={pack} />
        ) : (
          <NotFound text={catalogueTexts.packNotFound} back="/office/catalogue" backLabel="Back to the catalogue" />
        );
      }}
    </OfficeLoaded>
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
        <TranslationsCard pack={pack} />
      </CardGrid>
    </Stack>
  );
}

function PackCard({ pack }: { pack: OfficePack }) {
  const form = useOfficeForm<PackForm>(zodResolver(packFormSchema), packFormOf(pack));
  const updatePack = useUpdatePack();
  const save = (values: PackForm) =>
    fieldRefusals(
      updatePack.mutateAsync(packUpdateOf(values), { onSuccess: (saved) => form.reset(packFormOf(saved)) }),
    );
  return (
    <Panel>
      <h2>
        {pack.web_item_name}, {pack.weight_grams} g
      </h2>
      <OfficeForm
        form={form}
        label="Change the pack"
        fields={EDIT_PACK_FIELDS}
        onValid={save}
        write={updatePack}
        done={(saved) => `Pack ${saved.item_code} saved.`}
        submitLabel="Save the pack"
      >
        <PackFields names={EDIT_PACK_FIELDS} onEdit={updatePack.reset} />
      </OfficeForm>
    </Panel>
  );
}

/**
 * A translated language's fields, typed in its own script and marked with its `lang`; the labels stay English
 * and name the language in itself: "Name (हिन्दी)".
 */
const translationFieldsOf = (language: TranslatedLanguage): FieldSpec<PackTranslationsForm>[] => [
  {
    name: `translations.${language}.web_item_name`,
    label: `Name (${LANGUAGES[language]})`,
    lang: language,
    maxLength: MAX_PACK_NAME_LENGTH,
    autoComplete: 'off',
  },
  {
    name: `translations.${language}.short_description`,
    label: `Description (${LANGUAGES[language]})`,
    lang: language,
    rows: 3,
    autoComplete: 'off',
  },
];

const TRANSLATION_FIELD_NAMES = TRANSLATED_LANGUAGES.flatMap((language) =>
  translationFieldsOf(language).map(({ name }) => name),
);

/** The pack's name and description in each translated language, a section each. */
function TranslationsCard({ pack }: { pack: OfficePack }) {
  const form = useOfficeForm<PackTranslationsForm>(
    zodResolver(packTranslationsFormSchema),
    packTranslationsFormOf(pack),
  );
  const setTranslations = useSetPackTranslations();
  const headingId = useId();
  const save = (values: PackTranslationsForm) =>
    fieldRefusals(
      setTranslations.mutateAsync(packTranslationsBodyOf(pack.item_code, values), {
        onSuccess: (saved) => form.reset(packTranslationsFormOf(saved)),
      }),
    );
  return (
    <Panel>
      <h2>In other languages</h2>
      <p>A field left empty shows the English on the site.</p>
      <OfficeForm
        form={form}
        label="The pack in other languages"
        fields={TRANSLATION_FIELD_NAMES}
        onValid={save}
        write={setTranslations}
        done={() => 'Translations saved.'}
        submitLabel="Save the translations"
      >
        {TRANSLATED_LANGUAGES.map((language) => (
          <Stack as="section" key={language} aria-labelledby={`${headingId}-${language}`}>
            <h3 id={`${headingId}-${language}`} lang={language}>
              {LANGUAGES[language]}
            </h3>
            <FieldList<PackTranslationsForm> fields={translationFieldsOf(language)} onEdit={setTranslations.reset} />
          </Stack>
        ))}
      </OfficeForm>
    </Panel>
  );
}

function PictureCard({ pack }: { pack: OfficePack }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploadPicture = useUploadPackPicture();
  // Upload pressed with no file chosen: said before anything is sent.
  const [noFile, setNoFile] = useState(false);
  const upload = () => {
    const file = input.current?.files?.[0];
    setNoFile(!file);
    if (!file) {
      uploadPicture.reset();
      input.current?.focus();
      return;
    }
    uploadPicture.mutate(
      { itemCode: pack.item_code, picture: file },
      {
        onSuccess: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
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
        <OutcomeLines
          said={[
            noFile
              ? { refused: true, text: catalogueTexts.pictureRequired, at: Date.now() }
              : saidBy(uploadPicture, () => 'Picture saved.'),
          ]}
        />
        <ButtonRow>
          <Button type="button" disabled={uploadPicture.isPending} onClick={upload}>
            {uploadPicture.isPending ? 'Please wait…' : 'Upload the picture'}
          </Button>
        </ButtonRow>
      </Stack>
    </Panel>
  );
}
