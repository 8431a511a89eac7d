import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card } from '@ai-women/ui-kit';
import type { Workshop } from '@ai-women/contracts';
import { assetUrl } from '../../../lib/assetUrl';
import { LoadError } from '../../../lib/LoadError';
import { CardGrid, Inner, Kicker, Lead, PageIntro, PageTitle, Section, SectionTitle, StatusText } from '../../../lib/pageLayout';
import { useBlogs, useWorkshops } from '../api/content';
import { formatDate, truncate, workshopImages } from '../lib/text';
import { WorkshopModal } from './WorkshopModal';
import { postByTitle } from '../lib/posts';
import { Link } from 'react-router-dom';
import type { Blog } from '@ai-women/contracts';
import { englishTexts, useT } from '../../../i18n';
import blogsTexts from '../../../i18n/en/blogs.json';

englishTexts({ blogs: blogsTexts });

const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 8 / 5;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.plum100};
`;
const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;
const IntroInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/**
 * A blog card: a post with a full article opens at /blogs/:slug (title and "Read the post"), in the
 * page's language; one without is shown whole, never cut off without a way to read the rest.
 */
function BlogCard({ blog }: { blog: Blog }) {
  const { t, locale, language, path } = useT();
  const post = postByTitle(blog.title);
  const by = <Meta>{t('blogs.by', { author: blog.created_by, date: formatDate(blog.date_of_creation, locale) })}</Meta>;
  const cover = <Cover src={assetUrl(blog.image_url)} alt="" width={640} height={400} loading="lazy" decoding="async" />;
  if (!post)
    return (
      <Card title={blog.title} as="article">
        {cover}
        {by}
        <Text>{blog.description}</Text>
      </Card>
    );
  const text = post[language];
  const href = path(`/blogs/${post.slug}`);
  return (
    <Card
      title={<TitleLink to={href}>{text.title}</TitleLink>}
      as="article"
      footer={
        <Link to={href}>
          {t('blogs.readPost')}
          <span className="visually-hidden">: {text.title}</span>
        </Link>
      }
    >
      {cover}
      {by}
      <Text>{text.summary}</Text>
    </Card>
  );
}

export function BlogsPage() {
  const blogs = useBlogs();
  const workshops = useWorkshops();
  const [openWorkshop, setOpenWorkshop] = useState<Workshop | null>(null);
  const { t, locale } = useT();

  const head = (
    <>
      <title>{t('blogs.title')}</title>
      <meta name="description" content={t('blogs.description')} />
      <PageIntro>
        <IntroInner>
          <Kicker>{t('blogs.kicker')}</Kicker>
          <PageTitle>{t('blogs.heading')}</PageTitle>
          <Lead>{t('blogs.lead')}</Lead>
        </IntroInner>
      </PageIntro>
    </>
  );

  if (blogs.isPending || workshops.isPending) {
    return (
      <>
        {head}
        <Section>
          <Inner>
            <StatusText role="status">{t('blogs.loading')}</StatusText>
          </Inner>
        </Section>
      </>
    );
  }
  if (blogs.isError || workshops.isError) {
    return (
      <>
        {head}
        <Section>
          <Inner>
            <LoadError
              message={t('blogs.failed')}
              onRetry={() => {
                if (blogs.isError) void blogs.refetch();
                if (workshops.isError) void workshops.refetch();
              }}
              retrying={blogs.isFetching || workshops.isFetching}
            />
          </Inner>
        </Section>
      </>
    );
  }

  return (
    <>
      {head}
      <Section aria-labelledby="blogs-featured-title">
        <Inner>
          <SectionTitle id="blogs-featured-title">{t('blogs.featured')}</SectionTitle>
          {blogs.data.length === 0 ? (
            <StatusText>{t('blogs.noBlogs')}</StatusText>
          ) : (
            <CardGrid $min="280px">
              {blogs.data.map((blog) => (
                <li key={blog.blog_id}>
                  <BlogCard blog={blog} />
                </li>
              ))}
            </CardGrid>
          )}
        </Inner>
      </Section>

      <Section $tone="tint" aria-labelledby="blogs-workshops-title">
        <Inner>
          <SectionTitle id="blogs-workshops-title">{t('blogs.workshops')}</SectionTitle>
          <Lead>{t('blogs.workshopsLead')}</Lead>
          {workshops.data.length === 0 ? (
            <StatusText>{t('blogs.noWorkshops')}</StatusText>
          ) : (
            <CardGrid $min="280px">
              {workshops.data.map((workshop) => {
                const cover = workshopImages(workshop)[0];
                return (
                  <li key={workshop.workshop_id}>
                    <Card
                      title={workshop.title}
                      as="article"
                      footer={
                        <Button variant="secondary" fullWidth onClick={() => setOpenWorkshop(workshop)}>
                          {t('blogs.viewWorkshop')}<span className="visually-hidden">: {workshop.title}</span>
                        </Button>
                      }
                    >
                      {cover && <Cover src={assetUrl(cover)} alt="" width={640} height={400} loading="lazy" decoding="async" />}
                      <Meta>
                        {workshop.uploaded_by} · {formatDate(workshop.uploaded_at, locale)}
                      </Meta>
                      <Text>{truncate(workshop.description)}</Text>
                    </Card>
                  </li>
                );
              })}
            </CardGrid>
          )}
        </Inner>
      </Section>
      <WorkshopModal workshop={openWorkshop} onClose={() => setOpenWorkshop(null)} />
    </>
  );
}
