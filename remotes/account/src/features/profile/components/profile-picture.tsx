import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { isAcceptedProfileImage, PROFILE_IMAGE_EXTENSIONS, PROFILE_IMAGE_MIME_TYPES } from '@site/contract';
import { Button, Flex, IconButton, Note } from '@site/ui';
import { ErrorText } from '@site/ui/form';
import { useWords } from '../../../lib/words';

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.5rem;
  margin-bottom: 1.25rem;
`;

/** The picture itself, a round button 7.5rem across that opens the file picker. */
const PictureButton = styled(IconButton)`
  position: relative;
  flex-shrink: 0;
  width: 7.5rem;
  height: 7.5rem;
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};

  img,
  svg {
    width: 100%;
    height: 100%;
  }

  img {
    object-fit: cover;
  }

  &:focus-visible {
    outline-offset: 3px;
  }
`;

/** A head-and-shoulders outline for a retailer without a picture. */
function Silhouette() {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false" width="100%" height="100%">
      <circle cx="60" cy="46" r="22" fill="currentColor" opacity="0.55" />
      <path d="M18 112c4-24 22-38 42-38s38 14 42 38z" fill="currentColor" opacity="0.55" />
    </svg>
  );
}

const ACCEPT = [...PROFILE_IMAGE_EXTENSIONS.map((extension) => `.${extension}`), ...PROFILE_IMAGE_MIME_TYPES].join(',');

/** A preview address for the chosen file, revoked when the file changes or the picture goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

interface ProfilePictureProps {
  /** The Choose Image button's id: the form moves focus there when the server refuses the picture. */
  chooseId: string;
  /** The saved picture's full address, or empty when the retailer has none. */
  savedUrl: string;
  /** The picture chosen but not saved yet. */
  chosen: File | null;
  onChoose: (file: File) => void;
  error: string | undefined;
}

/**
 * The profile picture (docs/product.md#profile-image-rule): chosen by clicking the picture or Choose Image. Only jpeg, jpg, png
 * and webp files are taken; any other file is silently ignored. The choice is previewed at once and
 * sent with Save Changes. The Choose Image button takes focus when the server refuses the picture.
 */
export function ProfilePicture({ chooseId, savedUrl, chosen, onChoose, error }: ProfilePictureProps) {
  const t = useWords();
  const hintId = useId();
  const errorId = `${useId()}-error`;
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = usePreviewUrl(chosen);
  const shownUrl = previewUrl ?? savedUrl;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  const openPicker = () => input.current?.click();

  return (
    <Wrapper>
      <PictureButton
        type="button"
        aria-label={t('profile.changePicture')}
        aria-describedby={describedBy}
        onClick={openPicker}
      >
        {shownUrl ? <img src={shownUrl} alt="" /> : <Silhouette />}
      </PictureButton>
      <Flex $column $align="flex-start" $gap="0.5rem">
        <Button
          $variant="outline"
          $size="sm"
          type="button"
          id={chooseId}
          aria-describedby={describedBy}
          onClick={openPicker}
        >
          {t('profile.chooseImage')}
        </Button>
        <Note id={hintId}>
          {chosen ? t('profile.pictureChosen', { fileName: chosen.name }) : t('profile.pictureHint')}
        </Note>
        {error && <ErrorText id={errorId}>{error}</ErrorText>}
      </Flex>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again is noticed.
          event.target.value = '';
          if (file && isAcceptedProfileImage(file)) onChoose(file);
        }}
      />
    </Wrapper>
  );
}
