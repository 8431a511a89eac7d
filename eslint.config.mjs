import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import aarohi from './tooling/eslint/boundaries.mjs';
import i18next from 'eslint-plugin-i18next';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'learner-app-redeploy-*/**',
      'storybook-static/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/reports/**',
      'e2e/visual/report/**',
      '.storybook/public/mockServiceWorker.js',
      'api/data/**',
      'api/drizzle/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },
  {
    // The architecture's lines (tooling/eslint/boundaries.mjs): apps, features, ui-kit, contracts.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { aarohi },
    rules: { 'aarohi/boundaries': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Playwright fixtures use `use`, which is not a React hook
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.d.ts'],
    rules: { '@typescript-eslint/triple-slash-reference': 'off' },
  },
  {
    // webpack configs are CommonJS
    files: ['**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The screens that speak Hindi too: a user-visible string literal in their JSX would show English
    // on a Hindi page. Their words live in src/i18n (en and hi) and are read with useT().
    files: [
      'shell/src/frame/SiteHeader.tsx',
      'shell/src/frame/SiteFooter.tsx',
      'shell/src/frame/LanguageSwitch.tsx',
      'learner-app/src/features/home/components/HomePage.tsx',
      'learner-app/src/features/registration/components/RegisterScreen.tsx',
      'learner-app/src/features/auth/components/AuthLayout.tsx',
      'learner-app/src/features/student-area/components/StudentFrame.tsx',
      'learner-app/src/app/exposed/Register.tsx',
      'learner-app/src/features/course/components/CoursePage.tsx',
      'learner-app/src/lib/LoadError.tsx',
      'learner-app/src/features/auth/components/LoginScreen.tsx',
      'learner-app/src/features/auth/components/LoginSuccessDialog.tsx',
      'learner-app/src/features/auth/components/PaymentReceivedPanel.tsx',
      'learner-app/src/app/exposed/Login.tsx',
      'learner-app/src/app/exposed/LoginChoice.tsx',
      'learner-app/src/app/exposed/RegisterChoice.tsx',
      'learner-app/src/app/exposed/Payment.tsx',
      'learner-app/src/features/payment/components/PaymentScreen.tsx',
      'learner-app/src/features/payment/components/BatchChoice.tsx',
      'learner-app/src/features/confirmation-pdf/components/RedirectionScreen.tsx',
      'learner-app/src/lib/confirmation-pdf/DownloadConfirmationButton.tsx',
      'learner-app/src/app/exposed/ForgotPassword.tsx',
      'learner-app/src/app/exposed/ResetPassword.tsx',
      'learner-app/src/features/password-reset/components/ForgotPasswordScreen.tsx',
      'learner-app/src/features/password-reset/components/ResetPasswordScreen.tsx',
      'learner-app/src/features/about/components/AboutPage.tsx',
      'learner-app/src/features/contact/components/ContactPage.tsx',
      'learner-app/src/features/contact/components/ContactForm.tsx',
      'learner-app/src/features/blogs/components/BlogsPage.tsx',
      'learner-app/src/features/blogs/components/WorkshopModal.tsx',
      'learner-app/src/features/mission/components/MissionPage.tsx',
      'learner-app/src/features/achievements/components/WonderWomenPage.tsx',
      'learner-app/src/features/legal/components/LegalLayout.tsx',
      'learner-app/src/features/notifications/components/NotificationsScreen.tsx',
      'learner-app/src/features/enrolled-courses/components/EnrolledCoursesScreen.tsx',
      'learner-app/src/features/support/components/SupportScreen.tsx',
      'learner-app/src/features/support/components/MyTickets.tsx',
      'learner-app/src/features/profile/components/ProfileScreen.tsx',
      'learner-app/src/features/dashboard/components/DashboardScreen.tsx',
      'learner-app/src/components/CourseProgress.tsx',
      'learner-app/src/features/sessions/components/SessionScreen.tsx',
      'learner-app/src/features/sessions/components/RatingCard.tsx',
      'learner-app/src/features/certificates/components/CertificateScreen.tsx',
      'learner-app/src/features/certificates/components/VerifyCertificatePage.tsx',
    ],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          'jsx-attributes': {
            include: ['^(label|title|alt|placeholder|aria-label|helperText|description|intro|content)$'],
          },
        },
      ],
    },
  },
);
