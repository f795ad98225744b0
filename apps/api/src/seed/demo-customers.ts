/**
 * docs/product/platform.md#demo-data: the customers of the demo history, made up for the shop. Nobody can log in to their accounts (their
 * password hash is `NO_LOGIN_PASSWORD_HASH`); their e-mails use the domains reserved for examples
 * (RFC 2606), so no message could ever reach a real person. Phones, houses and roads are drawn by the
 * history's planner (`demo-history.ts`). `regular`: rents often, as a few customers of any shop do.
 */
export type MadeUpCustomer = { name: string; email: string; area: string; regular?: boolean };

export const madeUpCustomers: readonly MadeUpCustomer[] = [
  { name: 'Tanvir Ahmed', email: 'tanvir.ahmed@example.com', area: 'Dhanmondi', regular: true },
  { name: 'Nusrat Jahan', email: 'nusrat.jahan@example.com', area: 'Mohammadpur', regular: true },
  { name: 'Rakibul Hasan', email: 'rakib.hasan@example.net', area: 'Mirpur 10', regular: true },
  { name: 'Farhana Akter', email: 'farhana.akter@example.org', area: 'Sector 7, Uttara' },
  { name: 'Mahmudul Hasan', email: 'mahmud.hasan@example.com', area: 'Gulshan 2' },
  { name: 'Sadia Islam', email: 'sadia.islam@example.com', area: 'Banani' },
  { name: 'Arif Hossain', email: 'arif.hossain@example.net', area: 'Badda', regular: true },
  { name: 'Tasnim Rahman', email: 'tasnim.rahman@example.org', area: 'Lalmatia' },
  { name: 'Shakil Khan', email: 'shakil.khan@example.com', area: 'Rampura' },
  { name: 'Jannatul Ferdous', email: 'jannatul.ferdous@example.com', area: 'Block C, Bashundhara R/A' },
  { name: 'Imran Chowdhury', email: 'imran.chowdhury@example.net', area: 'Motijheel', regular: true },
  { name: 'Sumaiya Sultana', email: 'sumaiya.sultana@example.org', area: 'Shantinagar' },
  { name: 'Fahim Shahriar', email: 'fahim.shahriar@example.com', area: 'Khilgaon' },
  { name: 'Nabila Karim', email: 'nabila.karim@example.com', area: 'Tejgaon' },
  { name: 'Mehedi Hasan', email: 'mehedi.hasan@example.net', area: 'Mirpur 2', regular: true },
  { name: 'Ayesha Siddiqua', email: 'ayesha.siddiqua@example.org', area: 'Wari' },
  { name: 'Sabbir Rahman', email: 'sabbir.rahman@example.com', area: 'Malibagh' },
  { name: 'Anika Tabassum', email: 'anika.tabassum@example.com', area: 'Mohakhali' },
  { name: 'Rasel Mia', email: 'rasel.mia@example.net', area: 'Jatrabari' },
  { name: 'Tahmid Chowdhury', email: 'tahmid.chowdhury@example.org', area: 'Baridhara DOHS' },
  { name: 'সাইফুল ইসলাম', email: 'saiful.islam@example.com', area: 'Azimpur' },
  { name: 'রুমানা আক্তার', email: 'rumana.akter@example.net', area: 'Farmgate' },
  { name: 'তৌহিদুল আলম', email: 'touhidul.alam@example.org', area: 'Shyamoli' },
  { name: 'শারমিন সুলতানা', email: 'sharmin.sultana@example.com', area: 'Kalabagan' },
];
