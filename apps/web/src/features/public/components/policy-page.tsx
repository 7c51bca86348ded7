import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHeader } from './page-header';
import { COOKIE_POLICY, PRIVACY_POLICY, TERMS_OF_SERVICE, type TPolicyDocument } from './policy-documents';

function PolicyPage({ document }: { document: TPolicyDocument }) {
  return (
    <>
      <PageHeader title={document.title} subtitle={document.updated} />
      <Container component="article" maxWidth="md" sx={{ py: 6 }}>
        <Typography sx={{ mb: 3 }}>{document.intro}</Typography>
        {document.sections.map((section) => (
          <section key={section.title}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>
              {section.title}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} color="text.secondary" sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
          </section>
        ))}
      </Container>
    </>
  );
}

export const PrivacyPolicyPage = () => <PolicyPage document={PRIVACY_POLICY} />;
export const TermsOfServicePage = () => <PolicyPage document={TERMS_OF_SERVICE} />;
export const CookiePolicyPage = () => <PolicyPage document={COOKIE_POLICY} />;
