/** কাউন্টারের পাতা (docs/product/the-counter.md): কর্মীরা গ্রাহক খোঁজেন ও নতুন গ্রাহক যোগ করেন। */
export default {
  search: 'গ্রাহক',
  searchLabel: 'ফোন, নাম বা ই-মেইল',
  searchPlaceholder: '01711 000001',
  caption: 'গ্রাহক',
  loading: 'গ্রাহকদের তালিকা আসছে…',
  empty: 'এখনো কোনো গ্রাহক নেই',
  noMatch: '“{{search}}” এর সঙ্গে কোনো গ্রাহক মেলেনি',
  pager: 'গ্রাহক তালিকার পাতা',
  nounOne: 'গ্রাহক',
  nounOther: 'গ্রাহক',
  columns: {
    name: 'নাম',
    phone: 'ফোন',
    email: 'ই-মেইল',
    address: 'ঠিকানা',
  },
  fields: {
    name: 'নাম',
    phone: 'মোবাইল নম্বর',
    email: 'ই-মেইল',
    address: 'ঠিকানা',
    optional: 'খালি রাখা যায়',
  },
  create: {
    button: 'নতুন গ্রাহক',
    title: 'নতুন গ্রাহক',
    description: 'যে চালকের এখনো কোনো অ্যাকাউন্ট নেই। পরে তিনি এই মোবাইল নম্বর দিয়ে সাইন ইন করতে পারবেন।',
    submit: 'গ্রাহক যোগ করুন',
    cancel: 'বাতিল',
  },
} as const;
