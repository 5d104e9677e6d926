import { beta, visitorOnly } from '../guards';
import type { AreaRoutes } from '../route-table';

/** Signing in and joining: accounts and their emailed links. */
export const routes: AreaRoutes = {
  screens: [
    {
      name: 'login',
      title: 'Sign in',
      guards: [beta, visitorOnly],
      screen: () => import('../../features/auth/LoginPage'),
      data: () => import('../../features/auth/login.data'),
    },
    {
      name: 'register',
      title: 'Create an account',
      guards: [beta, visitorOnly],
      screen: () => import('../../features/auth/RegisterPage'),
      data: () => import('../../features/auth/register.data'),
    },
    {
      name: 'forgotPassword',
      title: 'Forgot password',
      guards: [beta, visitorOnly],
      screen: () => import('../../features/auth/ForgotPasswordPage'),
      data: () => import('../../features/auth/forgot-password.data'),
    },
    {
      // docs/product.md §2: reset-password's guard was not given; it takes the beta gate like every product page.
      name: 'resetPassword',
      title: 'Reset password',
      guards: [beta],
      screen: () => import('../../features/auth/ResetPasswordPage'),
      data: () => import('../../features/auth/reset-password.data'),
    },
    {
      name: 'registerConfirmation',
      title: 'Confirm your email',
      guards: [beta],
      screen: () => import('../../features/auth/RegisterConfirmationPage'),
      data: () => import('../../features/auth/register-confirmation.data'),
    },
  ],
};
