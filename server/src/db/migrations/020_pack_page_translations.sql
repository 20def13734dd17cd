-- What a pack's page shows besides its name and description, in each language other than English (docs/decisions/0030):
-- its group, long description, ingredients and highlights, and its nutrients' names (English name to the language's,
-- the figures staying the pack's own). A null field shows the English one.
alter table website_item_translations
  add column item_group text,
  add column web_long_description text,
  add column ingredients text,
  add column highlights jsonb,
  add column nutrient_names jsonb;

-- The seed's packs (004_ordering.sql, 019_pack_translations.sql); the brand stays as it is printed.
update website_item_translations t
set item_group = seed.item_group,
    web_long_description = seed.long_description_start || wi.weight_grams || seed.long_description_middle
      || wi.pack_size || seed.long_description_end,
    ingredients = seed.ingredients,
    highlights = seed.highlights,
    nutrient_names = seed.nutrient_names
from website_items wi,
  (values
    ('hi', 'पान मसाला',
     'Suvasa पान मसाला तंबाकू और निकोटीन के बिना बना सुपारी वाला माउथ फ्रेशनर है। धीमी आँच पर भुनी सुपारी में कत्था और '
       || 'ज़रा-सा चूना मिलकर वही पुराना गहरा स्वाद देते हैं, और हरी इलायची व मेंथॉल मुँह में ठंडी, साफ़ ताज़गी छोड़ जाते हैं। '
       || 'हर ',
     ' ग्राम का पाउच एक बार खाने के लिए है; इस डिब्बे में ',
     ' पाउच हैं।',
     'सुपारी, कत्था, चूना, मेंथॉल, इलायची, प्राकृतिक सुगंध। इसमें न तंबाकू है, न निकोटीन।',
     jsonb_build_array('न तंबाकू, न निकोटीन', 'सुपारी, कत्था, चूना, मेंथॉल, इलायची और प्राकृतिक सुगंध',
       'खाद बन जाने वाले, मिट्टी में घुल जाने वाले पाउच', 'ISO 9001:2015 प्रमाणित कारखाने में बना, हर बैच जाँचकर'),
     jsonb_build_object('Energy', 'ऊर्जा', 'Protein', 'प्रोटीन', 'Carbohydrate', 'कार्बोहाइड्रेट',
       'Total sugar', 'कुल चीनी', 'Added sugar', 'ऊपर से मिलाई गई चीनी', 'Total fat', 'कुल वसा',
       'Saturated fat', 'संतृप्त वसा', 'Trans fat', 'ट्रांस वसा')),
    ('gu', 'પાન મસાલા',
     'Suvasa પાન મસાલા તમાકુ અને નિકોટિન વગર બનેલો સોપારીનો મુખવાસ છે. ધીમા તાપે શેકેલી સોપારીમાં કાથો અને જરાક ચૂનો '
       || 'ભળીને એ જ જૂનો ઊંડો સ્વાદ આપે છે, અને લીલી એલચી તથા મેન્થોલ મોંમાં ઠંડી, ચોખ્ખી તાજગી મૂકી જાય છે. દરેક ',
     ' ગ્રામનું પાઉચ એક વાર ખાવા માટે છે; આ કાર્ટનમાં ',
     ' પાઉચ છે.',
     'સોપારી, કાથો, ચૂનો, મેન્થોલ, એલચી, કુદરતી સુગંધ. તેમાં તમાકુ કે નિકોટિન નથી.',
     jsonb_build_array('તમાકુ નહીં, નિકોટિન નહીં', 'સોપારી, કાથો, ચૂનો, મેન્થોલ, એલચી અને કુદરતી સુગંધ',
       'ખાતર બની જાય એવાં, માટીમાં ભળી જાય એવાં પાઉચ', 'ISO 9001:2015 પ્રમાણિત કારખાનામાં બનેલું, દરેક બેચ ચકાસીને'),
     jsonb_build_object('Energy', 'ઊર્જા', 'Protein', 'પ્રોટીન', 'Carbohydrate', 'કાર્બોહાઇડ્રેટ',
       'Total sugar', 'કુલ ખાંડ', 'Added sugar', 'ઉપરથી ઉમેરેલી ખાંડ', 'Total fat', 'કુલ ચરબી',
       'Saturated fat', 'સંતૃપ્ત ચરબી', 'Trans fat', 'ટ્રાન્સ ચરબી'))
  ) as seed (language, item_group, long_description_start, long_description_middle, long_description_end, ingredients,
             highlights, nutrient_names)
where wi.item_code = t.item_code and t.language = seed.language
  and wi.item_code in ('suvasa-2g-48', 'suvasa-2g-24', 'suvasa-2g-12', 'suvasa-4g-48', 'suvasa-4g-24', 'suvasa-4g-12');
