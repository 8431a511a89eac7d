// /blogs/:slug (and /hi/blogs/:slug): one blog post in full, server-rendered, in the page's language.
import styled from 'styled-components';
import { useParams } from 'react-router-dom';
import { LinkButton } from '@ai-women/ui-kit';
import { PageStatus } from '@ai-women/web-core/page-status';
import { routerLink } from '@ai-women/ui-kit/router';
import { Inner, Kicker, Lead, PageIntro, PageTitle, Prose, Section } from '../../../lib/pageLayout';
import { formatDate } from '../lib/text';
import { postBySlug } from '../lib/posts';
import { englishTexts, useT } from '../../../i18n';
import blogsTexts from '../../../i18n/en/blogs.json';

englishTexts({ blogs: blogsTexts });

const Article = styled.article`
  max-width: 46rem;
  margin: 0 auto;
`;
const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function BlogPostPage() {
  const { slug } = useParams();
  const { t, language, locale, path } = useT();
  const post = postBySlug(slug);
  if (!post)
    return (
      <Section>
        <Inner>
          <PageStatus code={404} />
          <meta name="robots" content="noindex" />
          <PageTitle>{t('blogs.postNotFound')}</PageTitle>
          <LinkButton href={path('/blogs')} renderLink={routerLink}>
            {t('blogs.backToBlogs')}
          </LinkButton>
        </Inner>
      </Section>
    );
  const text = post[language];
  return (
    <>
      <title>{`${text.title} · ${t('blogs.title')}`}</title>
      <meta name="description" content={text.summary} />
      <PageIntro>
        <Article>
          <Kicker>{t('blogs.postKicker')}</Kicker>
          <PageTitle>{text.title}</PageTitle>
          <Meta>{t('blogs.by', { author: post.author, date: formatDate(post.date, locale) })}</Meta>
          <Lead>{text.summary}</Lead>
        </Article>
      </PageIntro>
      <Section>
        <Article>
          <Prose>
            {text.body.map((paragraph, i) =>
              paragraph.startsWith('## ') ? (
                <h2 key={i}>{paragraph.slice(3)}</h2>
              ) : (
                <p key={i}>{paragraph}</p>
              ),
            )}
          </Prose>
          <p>
            <LinkButton href={path('/blogs')} renderLink={routerLink} variant="secondary">
              {t('blogs.backToBlogs')}
            </LinkButton>
          </p>
        </Article>
      </Section>
    </>
  );
}
