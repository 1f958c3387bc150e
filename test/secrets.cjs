// Unique values for every secret variable, used to build and run the site under test: the
// security e2e asserts that none of them reaches anything the browser receives.
const TEST_SECRETS = {
  CRM_USERNAME: 'usr-4f1d0c2e9b7a',
  CRM_PASSWORD: 'pwd-8c3e5a1f0d6b27e4',
  CRM_AUTHORIZATION: 'Basic YXV0aC1lNWMxOGE3YjNkOTA=',
  CLIENT_TOKEN_SECRET: 'cts-2b9e7d4a6c1f30e8',
  PERSONAL_HASH_SECRET: 'phs-6f0a3d8c2e9b41d7',
  REVALIDATE_SECRET: 'rvs-7a0c3e9d1b5f48a2',
  VIDEO_API_KEY: 'vak-5e2b8d0a7c4f19e3',
  EMBED_API_TOKEN: 'eat-9d4a1c7e3b0f62d8',
  STAFF_OIDC_CLIENT_SECRET: 'soc-3e8b1d6f0a9c27e5',
  STAFF_SESSION_SECRET: 'sss-0d7c4a9e2f6b18c3',
};
module.exports = { TEST_SECRETS };
