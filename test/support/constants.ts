/** The password-reset code the test twin's Cognito sends for every reset (env CODE of cognito-local). */
export const TEST_RESET_CODE = '246810';
