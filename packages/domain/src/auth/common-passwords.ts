/**
 * Passwords that top every published leaked-password frequency list, lower-cased. Checked together
 * with the shape rules in password-policy.ts, which catch their endless variations (repeats, runs,
 * a common word with digits appended).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '123456789', '12345678', 'password', 'qwerty123', 'qwerty1', '111111', '12345', 'secret',
  '123123', '1234567890', '1234567', '000000', 'qwerty', 'abc123', 'password1', 'iloveyou', '1q2w3e4r',
  'qwertyuiop', '123321', 'password123', '1q2w3e4r5t', 'zaq12wsx', 'dragon', 'sunshine', 'princess',
  'letmein', '654321', 'monkey', '27653', '1qaz2wsx', '123qwe', 'football', 'baseball', 'welcome',
  'welcome1', 'welcome123', 'admin', 'admin123', 'administrator', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'master', 'hello123', 'charlie', 'aa123456', 'donald', 'freedom', 'whatever', 'trustno1', 'starwars',
  'superman', 'batman', 'shadow', 'michael', 'jennifer', 'jordan23', 'hunter2', 'loveme', 'lovely',
  'flower', 'mustang', 'access', 'access14', 'computer', 'internet', 'changeme', 'default', 'guest',
  'root', 'toor', 'test', 'test123', 'testing', 'temp', 'temp123', 'login', 'pass', 'pass123',
  'pass1234', 'password!', 'password1!', 'qwerty12', 'qwerty1234', 'asdfgh', 'asdfghjkl', 'zxcvbnm',
  'zxcvbn', '1qazxsw2', 'q1w2e3r4', 'q1w2e3r4t5', 'a1b2c3d4', 'abcd1234', 'abcdef', 'abcdefg',
  'abcdefgh', '11111111', '00000000', '88888888', '66666666', '12341234', '87654321', '11223344',
  '112233', '121212', '131313', '159753', '147258369', '987654321', '999999', '555555', '666666',
  '777777', '888888', 'iloveyou1', 'ilovegod', 'football1', 'baseball1', 'princess1', 'sunshine1',
  'summer', 'winter', 'spring', 'autumn', 'august', 'september', 'november', 'december', 'hongkong',
  'hongkong1', 'hk123456', 'china123', 'woaini', 'woaini1314', '5201314', 'aini1314', 'qq123456',
  'company', 'company1', 'secretary', 'portal', 'portal123', 'letmein1', 'welcome2026', 'password2026',
  'password2025', 'password2024', 'summer2026', 'winter2026', 'spring2026', 'qwe123', 'qweasd',
  'qweasdzxc', '1234qwer', 'asd123', 'zxc123', 'a123456', 'a12345678', 'abc12345', 'aaaaaa',
  'aaaaaaaa', 'master123', 'killer', 'pokemon', 'soccer', 'hockey', 'ranger', 'thomas', 'robert',
  'daniel', 'andrew', 'joshua', 'matthew', 'jessica', 'ashley', 'nicole', 'michelle', 'tigger',
  'cheese', 'chocolate', 'cookie', 'butterfly', 'purple', 'orange', 'banana', 'blink182', 'liverpool',
  'arsenal', 'chelsea', 'manchester', 'samsung', 'google', 'apple', 'microsoft', 'facebook',
  'linkedin', 'yahoo', 'hotmail', 'gmail', 'mypassword', 'newpassword', 'yourpassword', 'nopassword',
]);
