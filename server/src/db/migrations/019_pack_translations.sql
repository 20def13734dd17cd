-- A pack's name and description in each language other than English (docs/decisions/0020, 0030). A null
-- field, or no row, shows the English one, so a pack is never nameless. No check of the codes here: the
-- server checks them against its list of languages, so a new language needs no migration.
create table website_item_translations (
  item_code text not null references website_items (item_code) on delete cascade,
  language text not null,
  web_item_name text,
  short_description text,
  modified timestamptz not null default now(),
  primary key (item_code, language)
);

-- The seed's packs (004_ordering.sql) in Hindi and Gujarati; the brand stays as it is printed.
insert into website_item_translations (item_code, language, web_item_name, short_description)
select wi.item_code, seed.language, seed.web_item_name, seed.short_description
from website_items wi
join (values
  ('suvasa-2g', 'hi', 'Suvasa पान मसाला 2 ग्राम',
   'एक बार में खाने लायक 2 ग्राम का पाउच: खाने के बाद या सफ़र में झटपट ठंडी ताज़गी।'),
  ('suvasa-4g', 'hi', 'Suvasa पान मसाला 4 ग्राम',
   'बड़ा 4 ग्राम का पाउच: लंबे सफ़र के लिए और दोस्तों के साथ बाँटने के लिए।'),
  ('suvasa-2g', 'gu', 'Suvasa પાન મસાલા 2 ગ્રામ',
   'એક વારમાં ખાવા જેટલું 2 ગ્રામનું પાઉચ: જમ્યા પછી કે રસ્તામાં ઝટપટ ઠંડી તાજગી.'),
  ('suvasa-4g', 'gu', 'Suvasa પાન મસાલા 4 ગ્રામ',
   'મોટું 4 ગ્રામનું પાઉચ: લાંબી મુસાફરીમાં અને મિત્રો સાથે વહેંચવા માટે.')
) as seed (variant_of, language, web_item_name, short_description) on seed.variant_of = wi.variant_of
where wi.item_code in ('suvasa-2g-48', 'suvasa-2g-24', 'suvasa-2g-12', 'suvasa-4g-48', 'suvasa-4g-24', 'suvasa-4g-12');
