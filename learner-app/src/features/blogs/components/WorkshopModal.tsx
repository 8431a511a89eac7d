import styled from 'styled-components';
import { Button } from '@ai-women/ui-kit';
import { Modal } from '@ai-women/ui-kit/dialogs';
import type { Workshop } from '@ai-women/contracts';
import { assetUrl } from '../../../lib/assetUrl';
import { formatDate, workshopImages } from '../lib/text';
import { englishTexts, useT } from '../../../i18n';
import blogsTexts from '../../../i18n/en/blogs.json';

englishTexts({ blogs: blogsTexts });

const Gallery = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, 1fr);
  }
  & img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
const About = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.plum900};
`;
const Byline = styled.p`
  margin: ${({ theme }) => `${theme.space[3]} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function WorkshopModal({ workshop, onClose }: { workshop: Workshop | null; onClose: () => void }) {
  const images = workshop ? workshopImages(workshop) : [];
  const { t, locale } = useT();
  return (
    <Modal
      open={workshop !== null}
      onClose={onClose}
      closeLabel={t('blogs.closeDetails')}
      title={workshop?.title ?? ''}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('blogs.close')}
        </Button>
      }
    >
      {workshop && (
        <>
          {images.length > 0 && (
            <Gallery aria-label={t('blogs.photos')}>
              {images.map((src, i) => (
                <li key={src}>
                  <img
                    src={assetUrl(src)}
                    alt={t('blogs.photoAlt', { title: workshop.title, n: i + 1, total: images.length })}
                    width={640}
                    height={400}
                    decoding="async"
                  />
                </li>
              ))}
            </Gallery>
          )}
          <About>{t('blogs.aboutWorkshop')}</About>
          <p style={{ margin: 0 }}>{workshop.description}</p>
          <Byline>
            {t('blogs.sharedBy', {
              author: workshop.uploaded_by,
              date: formatDate(workshop.uploaded_at, locale),
            })}
          </Byline>
        </>
      )}
    </Modal>
  );
}
