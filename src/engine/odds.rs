//! Exact discrete distributions: counts of equally likely cases, kept as integers so that
//! "3 in 10" stays exact and percentages are derived only for display.

use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Distribution<T> {
    outcomes: Vec<(T, u64)>,
    total: u64,
}

impl<T: PartialEq> Distribution<T> {
    /// Builds a distribution from equally likely cases; equal outcomes are merged, first
    /// appearance decides the order.
    pub fn from_cases(cases: impl IntoIterator<Item = T>) -> Self {
        Self::from_weighted(cases.into_iter().map(|c| (c, 1)))
    }

    pub fn from_weighted(cases: impl IntoIterator<Item = (T, u64)>) -> Self {
        let mut outcomes: Vec<(T, u64)> = Vec::new();
        let mut total = 0u64;
        for (case, weight) in cases {
            total += weight;
            match outcomes.iter_mut().find(|(o, _)| *o == case) {
                Some((_, w)) => *w += weight,
                None => outcomes.push((case, weight)),
            }
        }
        Distribution { outcomes, total }
    }

    pub fn total(&self) -> u64 {
        self.total
    }

    pub fn outcomes(&self) -> &[(T, u64)] {
        &self.outcomes
    }

    pub fn weight(&self, outcome: &T) -> u64 {
        self.outcomes
            .iter()
            .find(|(o, _)| o == outcome)
            .map_or(0, |(_, w)| *w)
    }

    pub fn probability(&self, outcome: &T) -> f64 {
        if self.total == 0 {
            return 0.0;
        }
        self.weight(outcome) as f64 / self.total as f64
    }

    /// Probability of every outcome that satisfies `pred`.
    pub fn probability_where(&self, pred: impl Fn(&T) -> bool) -> f64 {
        if self.total == 0 {
            return 0.0;
        }
        let w: u64 = self
            .outcomes
            .iter()
            .filter(|(o, _)| pred(o))
            .map(|(_, w)| w)
            .sum();
        w as f64 / self.total as f64
    }

    pub fn map<U: PartialEq>(&self, f: impl Fn(&T) -> U) -> Distribution<U> {
        Distribution::from_weighted(self.outcomes.iter().map(|(o, w)| (f(o), *w)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merges_equal_cases_and_keeps_exact_counts() {
        let d = Distribution::from_cases(["a", "b", "a", "c", "a"]);
        assert_eq!(d.total(), 5);
        assert_eq!(d.weight(&"a"), 3);
        assert_eq!(d.outcomes()[1], ("b", 1));
        assert!((d.probability(&"a") - 0.6).abs() < 1e-12);
        assert!((d.probability_where(|o| *o != "a") - 0.4).abs() < 1e-12);
        assert_eq!(d.probability(&"z"), 0.0);
    }

    #[test]
    fn empty_is_harmless() {
        let d: Distribution<u8> = Distribution::from_cases([]);
        assert_eq!(d.probability(&1), 0.0);
        assert_eq!(d.probability_where(|_| true), 0.0);
    }

    #[test]
    fn map_regroups() {
        let d = Distribution::from_cases(1..=10).map(|x| x % 2 == 0);
        assert_eq!(d.weight(&true), 5);
        assert_eq!(d.weight(&false), 5);
    }
}
