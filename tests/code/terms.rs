//! One word per game concept: each language's terms (`locales/<code>/terms.ftl`) name the
//! map, a counter, a squad, the record… once, and no message may say a variant the language
//! chose against (German "Brett" or "Plan" for the map, French "appli" for the app). The
//! choices follow the German and French editions of published board games; the lists say
//! why each variant is refused.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use pnp_companion::i18n::catalogue_files;

/// (words, the concept's term): a message whose text has these words in a row (case and
/// hyphens kept, a placeable between them breaks the row) says the concept wrongly.
type Forbidden = &'static [(&'static str, &'static str)];

const GERMAN: Forbidden = &[
    ("ED", "-ed: EE, Ereigniserkennung"),
    ("DL", "-dl: ES, Entdeckungsstufe"),
    ("Brett", "-map: Spielplan"),
    ("Plan", "-map: Spielplan"),
    ("Plans", "-map: Spielplan"),
    ("auf der Karte", "-map: Spielplan (a Karte is a card)"),
    ("auf deiner Karte", "-map: Spielplan"),
    ("auf meiner Karte", "-map: Spielplan"),
    ("außerhalb der Karte", "-map: Spielplan"),
    ("verlässt die Karte", "-map: Spielplan"),
    ("Ort der Karte", "-map: Spielplan"),
    (
        "Kartenteile",
        "-star-map: Do Not Forsake Me's map is of Sternkarten",
    ),
    (
        "Spielplankarten",
        "-star-map: Do Not Forsake Me's map is of Sternkarten",
    ),
    ("Spielbilanz", "-record: Chronik"),
    ("Bilanz", "-record: Chronik"),
    ("Seed", "-seed: Startwert"),
    (
        "Zug um Zug",
        "-turn: a Sherwood turn is a Runde; the text mode plays Schritt für Schritt",
    ),
    ("Treue-Tabelle", "-fealty: Treuetabelle, one word"),
    ("dem König geschworen", "-fealty: Treue geschworen"),
    ("nicht geschworen", "-fealty: keine Treue geschworen"),
    ("treu", "-fealty: Treue"),
    ("Aufstand", "-rebellion: Rebellion"),
    ("Zähler", "-counter: Spielstein"),
    ("Königsleute", "-squad: Königstrupp"),
    ("Trupp", "-squad: Königstrupp"),
    ("Trupps", "-squad: Königstrupp"),
    ("Medizin-Set", "-medkit: das Medikit"),
    ("den Medikit", "-medkit: das Medikit"),
    ("Anpassen", "-adjust: Korrigieren"),
    (
        "umdrehen",
        "-rotate / -flip: auf den Kopf drehen, or wenden",
    ),
    (
        "umgedreht",
        "-rotate / -flip: auf den Kopf gedreht, or gewendet",
    ),
    (
        "Zurück Vor",
        "-undo / -redo: Rückgängig / Wiederholen (Zurück / Vor read as pages)",
    ),
    ("Vor holt", "-redo: Wiederholen"),
    (
        "zurück, wieder",
        "-undo / -redo: the text mode's words are rückgängig, wiederholen",
    ),
    ("AUFSTAND", "-rebellion: REBELLION"),
];

const FRENCH: Forbidden = &[
    ("ED", "-ed: DE, détection d’événement"),
    ("DL", "-dl: ND, niveau de détection"),
    ("carte Dé", "-dice-card: carte-dé"),
    ("cartes Dé", "-dice-card: cartes-dés"),
    ("carte dé", "-dice-card: carte-dé"),
    ("cartes dés", "-dice-card: cartes-dés"),
    ("phaser", "-phasers: phaseurs, as French Star Trek says"),
    ("phasers", "-phasers: phaseurs, as French Star Trek says"),
    ("Phasers", "-phasers: Phaseurs"),
    ("plan", "-map: plateau"),
    ("quitte la carte", "-map: plateau"),
    ("hors de la carte", "-map: plateau"),
    ("hors carte", "-map: plateau"),
    (
        "case du tableau",
        "-chart-cell: cellule (a case is a space of the map)",
    ),
    ("cases du tableau", "-chart-cell: cellules"),
    (
        "des dos",
        "-sheet-back: versos (a dos is a card's or a counter's own back)",
    ),
    ("les dos", "-sheet-back: versos"),
    ("Dos décalés", "-sheet-back: versos"),
    ("appli", "-app: application"),
    ("app", "-app: application"),
    ("bilan", "-record: historique"),
    ("fidèle au roi", "-fealty: allégeance"),
    ("révolte", "-rebellion: rébellion"),
    ("Ajuster", "-adjust: Corriger"),
    ("Repris", "-undo: Annuler (reprendre reads as taking again)"),
    ("rien à reprendre", "-undo: rien à annuler"),
    (
        "reprendre le dernier coup",
        "-undo: annuler le dernier coup",
    ),
    (
        "annuler, refaire",
        "-redo: the text mode's word is rétablir",
    ),
    ("annuler / refaire", "-redo: Rétablir"),
    ("RÉVOLTE", "-rebellion: RÉBELLION"),
    ("Refaire", "-redo: Rétablir"),
];

/// The words of `text` (letters, digits and hyphens), in order.
fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .filter(|w| !w.is_empty())
        .collect()
}

/// The runs of text in a message, its variants and attributes included; a placeable
/// (an argument, a term) ends a run.
fn runs(pattern: &Pattern<&str>, out: &mut Vec<String>) {
    let mut run = String::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => run.push_str(value),
            PatternElement::Placeable { expression } => {
                out.push(std::mem::take(&mut run));
                if let Expression::Select { variants, .. } = expression {
                    for v in variants {
                        runs(&v.value, out);
                    }
                } else if let Expression::Inline(InlineExpression::Placeable { expression }) =
                    expression
                    && let Expression::Select { variants, .. } = expression.as_ref()
                {
                    for v in variants {
                        runs(&v.value, out);
                    }
                }
            }
        }
    }
    out.push(run);
}

/// Where a language's messages say a forbidden variant: "file: key says '…' (term)".
fn variants_said(code: &str, forbidden: Forbidden) -> Vec<String> {
    let mut found = Vec::new();
    for (lang, name, text) in catalogue_files() {
        if *lang != code || *name == "terms.ftl" {
            continue;
        }
        let Ok(resource) = fluent_syntax::parser::parse(*text) else {
            continue; // catalogues.rs reports it
        };
        for entry in &resource.body {
            let Entry::Message(m) = entry else { continue };
            let mut texts = Vec::new();
            if let Some(v) = &m.value {
                runs(v, &mut texts);
            }
            for a in &m.attributes {
                runs(&a.value, &mut texts);
            }
            for t in &texts {
                let said = words(t);
                for (variant, term) in forbidden {
                    let wanted = words(variant);
                    if said.windows(wanted.len()).any(|w| w == wanted.as_slice()) {
                        found.push(format!(
                            "locales/{code}/{name}: {} says '{variant}' ({term})",
                            m.id.name
                        ));
                    }
                }
            }
        }
    }
    found
}

#[test]
fn german_says_each_game_concept_with_its_one_term() {
    let found = variants_said("de", GERMAN);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn french_says_each_game_concept_with_its_one_term() {
    let found = variants_said("fr", FRENCH);
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_check_finds_a_variant_and_not_a_longer_word() {
    assert_eq!(
        words("auf dem Plan, im Spielplan"),
        ["auf", "dem", "Plan", "im", "Spielplan"]
    );
    let said = words("Der Trupp verlässt die Karte");
    let wanted = words("verlässt die Karte");
    assert!(said.windows(wanted.len()).any(|w| w == wanted.as_slice()));
    assert!(!words("Brettspiel").contains(&"Brett"));
    // Every language's lists name real terms.
    for (_, term) in GERMAN.iter().chain(FRENCH) {
        let id = term.split(':').next().unwrap_or_default();
        assert!(id.starts_with('-'), "{term} names no term");
    }
}
